-- Rush Order: Deploy a character with cost 5 or more from your hand.
test("deploys Grove Titan (cost 6) from the hand for 1, not Sky Monk", function()
  setup { p1 = { hand = { "Rush Order", "Grove Titan", "Sky Monk" }, resource = { 1001 } } }
  act("Use Rush Order", 1)
  pass(2)
  assert(find("Grove Titan", 1, "battle") and find("Sky Monk", 1, "hand"))
end)

test("ZD-7.4.1: a normal tactic: not usable in a battle", function()
  setup { p1 = { battle = { "Raider" }, hand = { "Rush Order", "Grove Titan" }, resource = { 1001 } }, p2 = { life = { 1001 } } }
  act("Initiate a battle", 1)
  assert(step() == "attack" and not has_option("Use Rush Order"))
end)
