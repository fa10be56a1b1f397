-- Shatter: Destroy target character.
test("ZD-12.6: destroys the chosen target, not the other character", function()
  setup { active = 2, p1 = { battle = { "Sky Monk", "Spear Warden" } }, p2 = { hand = { "Shatter" }, resource = { 1001, 1001 } } }
  act("Use Shatter", 2)
  act("Ember Pike", 2)
  act("Spear Warden", 2)        -- the target
  pass(2)
  assert(find("Spear Warden", 1, "rest") and find("Sky Monk", 1, "battle"))
  assert(find("Shatter", 2, "rest"), "the tactic goes to the rest area (ZD-7.4.3)")
end)

test("ZD-7.4.3: it needs R: a blue resource cannot pay it", function()
  setup { active = 2, p1 = { battle = { "Sky Monk" } }, p2 = { hand = { "Shatter" }, resource = { 1002, 1002 } } }
  assert(not has_option("Use Shatter"))
end)
