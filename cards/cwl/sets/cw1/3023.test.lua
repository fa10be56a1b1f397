-- Rally Horn Bearer. Real: Once per turn: special summon 1 level 4 or lower Warrior monster from your hand.

test("CW-7.3, CW-9.3: in Real it special summons a level 4 or lower Warrior from the hand", function()
  setup { p1 = { monster = { "Rally Horn Bearer" }, hand = { "Prism Paladin", "Rift Hound", "Prism Knight" } } }
  act("Activate Rally Horn Bearer", 1)
  pass(2)                                   -- Prism Knight is the only fit: not asked
  act("Void-ATK", 1)
  local k = find("Prism Knight", 1, "monster")
  assert(k and is_void(k) and atk(k) == 1800, "Prism Knight special summoned in Void-ATK")
  assert(find("Prism Paladin", 1, "hand") and find("Rift Hound", 1, "hand"), "a level 5 Warrior and a Beast stay")
end)

test("CW-7.11: once per turn", function()
  setup { p1 = { monster = { "Rally Horn Bearer" }, hand = { "Prism Knight", "Gale Squire" } } }
  act("Activate Rally Horn Bearer", 1)
  pass(2)
  act("Prism Knight", 1)
  act("Real-ATK", 1)
  assert(find("Prism Knight", 1, "monster"), "summoned")
  assert(not has_option("Activate Rally Horn Bearer"), "offered again with Gale Squire in the hand")
end)

test("CW-9.3, CW-7.11: in Void it is not offered", function()
  setup { p1 = { monster = { { "Rally Horn Bearer", vars = { void = 1 } } }, hand = { "Prism Knight" } } }
  assert(not has_option("Activate Rally Horn Bearer"), "offered in Void")
end)

test("CW-7.11, CW-1.6: with no Warrior of level 4 or lower in the hand it is not offered", function()
  setup { p1 = { monster = { "Rally Horn Bearer" }, hand = { "Rift Hound", "Prism Paladin" } } }
  assert(not has_option("Activate Rally Horn Bearer"), "offered with nothing to summon")
end)
