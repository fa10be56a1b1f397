-- CW-S11: combination magic (CW-7.8, CW-7.8.1). Twin Sigil: Materials: 1
-- Warrior monster + 1 Dragon monster. Draw 2 cards.

test("CW-S11, CW-7.8, CW-12.8: Twin Sigil from a field Warrior and a hand Dragon: P1 draws 2", function()
  setup { p1 = { monster = { "Prism Knight" }, hand = { "Ember Drake" }, extra = { "Twin Sigil", "Twin Sigil" } } }
  act("Activate Twin Sigil", 1)
  act("Prism Knight", 1)                -- the Warrior; Ember Drake is then the only Dragon
  assert(find("Prism Knight", 1, "graveyard") and find("Ember Drake", 1, "graveyard"), "both materials sent")
  pass(2)
  assert(count("hand", 1) == 2 and count("deck", 1) == 18, "drew 2")
  assert(find("Twin Sigil", 1, "graveyard") and count("extra", 1) == 1, "Twin Sigil in the graveyard")
end)

test("CW-S11, CW-7.8.1: a second Twin Sigil the same turn is refused, even with materials", function()
  setup { p1 = { monster = { "Prism Knight", "Tide Lancer" }, hand = { "Ember Drake", "Ember Whelp" },
                 extra = { "Twin Sigil", "Twin Sigil" } } }
  act("Activate Twin Sigil", 1)
  act("Prism Knight", 1)                -- the Warrior
  act("Ember Drake", 1)                 -- the Dragon
  pass(2)
  assert(find("Tide Lancer", 1, "monster") and find("Ember Whelp", 1, "hand"), "materials for another left")
  assert(not has_option("Activate Twin Sigil"), "refused")
end)

test("CW-S11, CW-7.8: Twin Sigil cannot be activated in the opponent's turn", function()
  setup { active = 2, p1 = { monster = { "Prism Knight" }, hand = { "Ember Drake" }, extra = { "Twin Sigil" } } }
  act("Pass, to the end phase", 2)
  assert(decision().player == 1, "P1 has priority in P2's main phase")
  assert(not has_option("Activate Twin Sigil"), "refused in P2's main phase")
  pass(1)
  pass(1)                               -- P2's end phase: P2 passes, P1 has priority
  assert(decision().player == 1 and not has_option("Activate Twin Sigil"), "refused in P2's end phase")
end)
