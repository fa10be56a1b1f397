-- Shatter Sigil (normal magic, 2 mana): "Destroy target face-up magic or item card in a magic zone."
-- Passes until `p`, the active player, holds priority with an empty chain in step `s`.

test("HY-11.2, HY-4.1: it destroys a face-up continuous magic, which goes to its owner's graveyard; its effect ends", function()
  setup { p1 = { hand = { "Shatter Sigil" }, vars = { mana = 2 } },
          p2 = { creature = { "Dune Jackal" }, magic = { { "War Banner", vars = { live = 1 } }, { "Null Verdict", face_down = true } } } }
  assert(atk(find("Dune Jackal", 2, "creature")) == 3, "War Banner works: 2 + 1")
  act("Activate Shatter Sigil", 1)                     -- the only face-up target: War Banner
  pass(2)
  assert(find("War Banner", 2, "graveyard"), "War Banner destroyed")
  assert(find("Null Verdict", 2, "magic"), "the set card cannot be targeted")
  assert(atk(find("Dune Jackal", 2, "creature")) == 2, "its +1 ATK ended")
  assert(find("Shatter Sigil", 1, "graveyard"))
end)

test("HY-4.1, HY-7.14: a destroyed equipped artifact goes to the graveyard and the creature loses its bonus", function()
  local r = setup { p1 = { hand = { "Shatter Sigil" }, vars = { mana = 2 } },
    p2 = { creature = { { "Dune Jackal", ref = "j" } }, magic = { { "Runed Cleaver", ref = "c", vars = { live = 1 } } } } }
  set_var(r.c, "attached", r.j)
  assert(atk(r.j) == 4)
  act("Activate Shatter Sigil", 1); pass(2)
  assert(find("Runed Cleaver", 2, "graveyard") and atk(find("Dune Jackal", 2, "creature")) == 2)
end)

test("HY-8.6: not offered when the only magic cards are set", function()
  setup { p1 = { hand = { "Shatter Sigil" }, vars = { mana = 2 } },
          p2 = { magic = { { "War Banner", face_down = true } } } }
  assert(not has_option("Activate Shatter Sigil"))
end)

test("HY-8.6: a target that left before resolution is unaffected; the Sigil still goes to the graveyard", function()
  setup { p1 = { hand = { "Shatter Sigil", "Twin Visions" }, vars = { mana = 9 } },
          p2 = { magic = { { "War Banner", vars = { live = 1 } }, { "Shatter Sigil", face_down = true } } } }
  act("Activate Shatter Sigil", 1)                     -- targets War Banner
  pass(1)
  -- P2 cannot answer with their set Shatter Sigil (speed 1 in P1's turn): the target stays put
  assert(not has_option("Activate the set"), "normal magic cannot be flipped in an opponent's turn (HY-7.9.3)")
  pass(1)
  assert(find("War Banner", 2, "graveyard") and find("Shatter Sigil", 1, "graveyard"))
end)
