-- Brass Juggernaut (artifact creature, 5 mana, 5/5): "This creature cannot block."
-- Passes until `p`, the active player, holds priority with an empty chain in step `s`.

test("HY-3.4, HY-3.5, HY-7.6: an artifact creature is summoned from the hand for its mana, a 5/5 with no stars", function()
  setup { p1 = { hand = { "Brass Juggernaut" }, vars = { mana = 6 } } }
  act("Summon Brass Juggernaut", 1)
  local j = find("Brass Juggernaut", 1, "creature")
  assert(j and not is_face_down(j), "it entered the creature zone face up")
  assert(pvar(1, "mana") == 1, "paid 5 of 6: " .. pvar(1, "mana"))
  assert(atk(j) == 5 and def(j) == 5, "5/5")
  assert((printed(j, "stars") or 0) == 0, "an artifact creature has no stars")
end)

test("HY-1.8, HY-10.3: it cannot block; an untapped creature beside it can", function()
  setup { active = 2, turn = 4, p1 = { creature = { "Brass Juggernaut", "Dune Jackal" } },
          p2 = { creature = { "Cliff Ram" } } }
  until_priority(2, "battle")
  act("Declare an attack", 2)
  act("P1 directly", 2)
  pass(2)                                              -- the declared window: P2, P1
  local d = decision()
  assert(d.player == 1 and d.kind ~= "priority", "P1 is asked for blockers")
  assert(has_option("Dune Jackal") and not has_option("Brass Juggernaut"), "only the Jackal may block")
end)

test("HY-4.5, HY-7.9.4: set face down in the magic zone, it does not count toward the creature cap, and needs room to flip", function()
  setup { p1 = { hand = { "Brass Juggernaut" },
                 creature = { "Cinder Pup", "Reed Skimmer", "Dune Jackal", "Moss Tortoise", "Cliff Ram" },
                 vars = { mana = 9 } } }
  assert(not has_option("Summon Brass Juggernaut"), "a 6th creature cannot be summoned (HY-4.4)")
  act("Set Brass Juggernaut", 1)
  local j = find("Brass Juggernaut", 1, "magic")
  assert(j and is_face_down(j), "set face down in the magic zone")
  assert(pvar(1, "mana") == 9, "setting costs no mana (HY-7.8)")
  assert(not has_option("Activate the set"), "no room in the creature zone: it cannot be flipped")
end)

test("HY-7.9.4, HY-7.9.1: a set artifact creature flipped for its mana enters the creature zone and may attack this turn", function()
  setup { p1 = { magic = { { "Brass Juggernaut", face_down = true } }, vars = { mana = 5 } } }
  act("Activate the set", 1)
  local j = find("Brass Juggernaut", 1, "creature")
  assert(j and not is_face_down(j) and not is_tapped(j), "face up and untapped in the creature zone")
  assert(pvar(1, "mana") == 0, "paid its 5 mana")
  assert(chain_size() == 0, "a flip is not a chain link")
  until_priority(1, "battle")
  assert(has_option("Declare an attack"), "no summoning sickness after a flip")
end)
