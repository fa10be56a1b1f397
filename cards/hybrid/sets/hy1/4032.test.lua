-- Clockwork Sentry (artifact creature, an item; cost 3, no stars, 2/3): 【Normal creature】

test("HY-3.2, HY-3.4, HY-3.5, HY-7.6: summoned for 3: an artifact creature of kind item, no stars, 2/3, with summoning sickness", function()
  setup { p1 = { hand = { "Clockwork Sentry" }, vars = { mana = 3 } } }
  act("Summon Clockwork Sentry", 1)
  local c = find("Clockwork Sentry", 1, "creature")
  assert(c and pvar(1, "mana") == 0, "in the creature zone")
  assert(get(c, "type") == "artifact_creature" and get(c, "kind") == "item" and stars(c) == 0)
  assert(atk(c) == 2 and def(c) == 3)
  to_step(1, "battle")
  assert(not has_option("Declare an attack"), "summoning sickness")
end)

test("HY-4.5, HY-7.8: set, it lies face down in the magic zone, not the creature zone, and costs no mana", function()
  setup { p1 = { hand = { "Clockwork Sentry" }, vars = { mana = 3 },
                 creature = { "Cinder Pup", "Moss Tortoise", "Reed Skimmer", "Dune Jackal", "Cliff Ram" } } }
  assert(not has_option("Summon Clockwork Sentry"), "5 creatures: no room")
  act("Set Clockwork Sentry", 1)
  local c = find("Clockwork Sentry", 1, "magic")
  assert(c and is_face_down(c) and pvar(1, "mana") == 3, "set in the magic zone for free beside 5 creatures")
end)

test("HY-4.5, HY-7.8: it counts toward the 5 set magic cards: with 5 set it cannot be set", function()
  local set = {}
  for i = 1, 5 do set[i] = { "Null Verdict", face_down = true } end
  setup { p1 = { hand = { "Clockwork Sentry" }, magic = set } }
  assert(not has_option("Set Clockwork Sentry"))
end)

test("HY-7.9.4, HY-7.9.1: set, it is flipped in P2's battle for 3: it enters the creature zone untapped and blocks", function()
  setup { active = 2, p1 = { magic = { { "Clockwork Sentry", face_down = true } }, vars = { mana = 3 } },
          p2 = { creature = { "Dune Jackal" } } }
  to_step(2, "battle")
  declare("Dune Jackal", "P1 directly")
  pass(1)                                              -- P2 passes in the declared window
  act("Clockwork Sentry", 1)
  local c = find("Clockwork Sentry", 1, "creature")
  assert(c and not is_face_down(c) and not is_tapped(c) and pvar(1, "mana") == 0)
  fight({ "Clockwork Sentry" })
  assert(find("Dune Jackal", 2, "graveyard") and var(c, "damage") == 2, "2 of DEF 3; it dealt 2")
  assert(pvar(1, "life") == 20)
end)
