-- HY-1.6: a player who loses leaves the game, and every effect they control
-- ends with them. (Their cards and links leaving too is the full game's; this
-- test game checks the core's part: modifiers know their controller.)
local mini_checks = state_checks
function state_checks()
  local acted = mini_checks()
  for p = 1, players() do
    if not in_game(p) and end_effects(p) > 0 then acted = true end
  end
  return acted
end
