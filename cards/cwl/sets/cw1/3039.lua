-- Hollow Lance. If you control a Void monster: your opponent loses 800 LP.
local function void_here(e) return #filter(cards("monster", e.you), is_void) > 0 end
return {
  magic { can = void_here, effect = function(e) if void_here(e) then lose_lp(e.opponent, 800) end end },
}
