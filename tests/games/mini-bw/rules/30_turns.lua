-- BW-6.1: extra turns. A character granted one takes it after the current
-- turn; one granted later goes before one granted earlier (the seed's example:
-- A B C D E, E then D gain one in A's turn: D E B C D E A). Then the turns go
-- on from the character after the one whose turn was interrupted.
-- gvar "extra" is a stack of players, one decimal digit each (top = last).
function grant_extra_turn(q)
  if gvar("extra") == 0 and gvar("anchor") == 0 then set_gvar("anchor", active_player()) end
  set_gvar("extra", gvar("extra") * 10 + q)
end

function previous_player(q)
  local p = q
  repeat p = next_player(p) until next_player(p) == q
  return p
end

-- The turn that comes next is the next player's after the active one: to
-- give it to q, the finish step makes the player before q active.
function finish_step()
  local stack = gvar("extra")
  while stack > 0 and not in_game(stack % 10) do stack = stack // 10 end
  if stack > 0 then
    set_gvar("extra", stack // 10)
    set_active(previous_player(stack % 10))
  elseif gvar("anchor") > 0 then
    set_active(gvar("anchor"))
    set_gvar("anchor", 0)
  end
end
