-- Marsh Lurker (water creature, cost 3, 3 stars, 2/2): "When this creature is flipped: draw 1 card."

test("HY-7.9.1, HY-9.2: flipped in P2's turn for 3 mana: P1 draws 1", function()
  setup { active = 2, p1 = { creature = { { "Marsh Lurker", face_down = true, tapped = true } }, vars = { mana = 3 } } }
  pass(1)                                              -- P2 passes: P1 has priority
  local hand = count("hand", 1)
  act("Flip Marsh Lurker", 1)
  assert(pvar(1, "mana") == 0 and chain_size() == 1)
  pass(2)
  assert(count("hand", 1) == hand + 1, "drew 1")
  local c = find("Marsh Lurker", 1, "creature")
  assert(not is_face_down(c) and not is_tapped(c) and atk(c) == 2 and def(c) == 2)
end)

test("HY-7.6: summoned, it is not flipped: no draw", function()
  setup { p1 = { hand = { "Marsh Lurker" }, vars = { mana = 3 } } }
  act("Summon Marsh Lurker", 1)
  assert(chain_size() == 0 and count("hand", 1) == 0)
end)

test("HY-7.9, HY-3.3: with less than 3 mana it cannot be flipped", function()
  setup { p1 = { creature = { { "Marsh Lurker", face_down = true, tapped = true } }, vars = { mana = 2 } } }
  assert(not has_option("Flip Marsh Lurker"))
end)
