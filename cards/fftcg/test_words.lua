-- Words FF-TCG's tests share (cardinal test runs this file into every test
-- file's environment first).

-- FF-16.27: when a single way to pay a cost is left, the player is shown it
-- whole ("Pay: discard Cinder Scout#3 (2 fire CP), ...") and accepts or
-- cancels. A test that plays, casts, uses, blocks or attacks with `act` has
-- meant to pay, so `act` accepts that question when it follows; a test of the
-- payment question itself answers it with `act_only`, which does not.
act_only = act
function act(pattern, p)
  act_only(pattern, p)
  local d = decision()
  if d and d.kind ~= "priority" and (p == nil or d.player == p) and has_option("Pay: ") then act_only("Pay: ") end
end
