-- Implode: Target character gets (DEF)−2000 until end of turn. Then, if that character is in a battle zone, draw 2 cards.
test("ZD-S10c, ZD-11.10.2: DEF -2000 sends the Golem away mid-resolution, so nobody draws", function()
  setup { active = 2, p1 = { battle = { "Glass Golem" } }, p2 = { hand = { "Implode" }, resource = { 1024, 1024 } } }
  local p1_hand, p2_hand = count("hand", 1), count("hand", 2)
  act("Use Implode", 2)
  act("Stone Sentinel", 2)        -- tap the first resource; the second is forced
  pass(2)
  assert(find("Glass Golem", 1, "rest"), "the Golem went to the rest area at once")
  assert(chain_size() == 0, "not destroyed: its 【On destroy】 did not trigger")
  assert(count("hand", 2) == p2_hand - 1, "P2 drew 0 cards (used Implode, drew nothing)")
  assert(count("hand", 1) == p1_hand, "P1 drew nothing either")
end)

test("ZD-11.9: a character that survives the DEF -2000: its user draws 2", function()
  setup { active = 2, p1 = { battle = { "Grove Titan" } }, p2 = { hand = { "Implode" }, resource = { 1024, 1024 } } }
  local hand = count("hand", 2)
  act("Use Implode", 2)
  act("Stone Sentinel", 2)        -- tap the first resource; the second is forced
  pass(2)
  local titan = find("Grove Titan", 1, "battle")
  assert(titan and def(titan) == 3000, "Grove Titan stays with DEF 3000")
  assert(count("hand", 2) == hand - 1 + 2, "P2 drew 2")
end)
