-- Mirror Nun (female, max HP 3). Twin Vows: once per play phase, you may have another character
-- of the same faction as you draw 1 card. Infiltration (pure): it draws 2 cards instead.
local function kin(p) return function(q) return q ~= p and same_faction(p, q) end end   -- BW-11.5

return { custom_ability { kind = "skill", name = "Twin Vows", active = true,
  can = function(p)
    for _, q in ipairs(seats()) do if kin(p)(q) then return true end end
    return false
  end,
  effect = function(e)
    local q = choose_player(e.you, "Twin Vows: who draws?", kin(e.you))
    if q then draw_n(q, infiltration(e.you, "pure") and 2 or 1) end      -- BW-11.8
  end } }
