-- Sixfold Alignment. If you control six monsters with six different names
-- and your opponent controls no monster: you win the game (CW-1.3.4).
local function aligned(e)
  local mine = cards("monster", e.you)
  if #mine ~= 6 or count("monster", e.opponent) > 0 then return false end
  local names = {}
  for _, c in ipairs(mine) do
    if names[card_name(c)] then return false end
    names[card_name(c)] = true
  end
  return true
end
return {
  magic { can = aligned, effect = function(e) if aligned(e) then special_win(e.you, "six monsters aligned (CW-1.3.4)") end end },
}
