-- Gale Archer (female, 4). Volley: once per play phase, you may discard 2 cards to deal 1 damage
-- to a character within your attack range. An active skill (BW-12.6); range BW-4.9.

test("BW-12.6, BW-12.7, BW-4.9: hidden, Volley reveals, discards 2 and deals 1 damage in range", function()
  setup { players = 4, p1 = faction_seat("BW", { hero = { "Gale Archer" }, hand = { "Parry", "Remedy", "Annul" } }) }
  assert(has_option("Use skill Volley") and decision_view(2).options == nil)
  act("Use skill Volley", 1)
  act("Main", 1)
  act("Parry", 1)
  act("Remedy", 1)
  local d = decision()
  assert(d.prompt:find("Volley") and #d.options == 2 and not has_option("P3"), "P2 and P4 are in range 1, P3 is not")
  act("P4", 1)
  assert(pvar(4, "hp") == 3 and count("hand", 1) == 1 and count("discard") == 2)
  assert(not has_option("Volley"), "once per play phase")
end)

test("BW-12.6: not offered with fewer than 2 cards", function()
  setup { players = 4, p1 = { hero_up = { "Gale Archer" }, hand = { "Parry" }, vars = { mshow = 1 } } }
  assert(not has_option("Volley"))
end)
