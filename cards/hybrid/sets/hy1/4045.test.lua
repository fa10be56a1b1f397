-- Null Verdict (quick magic, 2 mana): "Activate only when a card or effect is activated: negate that effect."
-- Passes until `p`, the active player, holds priority with an empty chain in step `s`.

test("HY-8.3, HY-7.9.2, HY-7.4, HY-8.6: set, it negates an item in the opponent's turn, paid from the pool; both end in graveyards", function()
  setup { p1 = { hand = { "Healing Salve" }, vars = { mana = 1 } },
          p2 = { magic = { { "Null Verdict", face_down = true } }, vars = { mana = 2 } } }
  act("Use Healing Salve", 1)
  act("Activate the set", 2)
  pass(2)
  assert(chain_size() == 0 and pvar(1, "life") == 20, "the Salve was negated: no life gained")
  assert(find("Healing Salve", 1, "graveyard") and find("Null Verdict", 2, "graveyard"))
  assert(pvar(2, "mana") == 0, "P2 paid 2 in P1's turn")
end)

test("HY-8.3: not offered with nothing activated (an empty chain), from the hand or set", function()
  setup { p1 = { hand = { "Null Verdict" }, magic = { { "Null Verdict", face_down = true } }, vars = { mana = 9 } } }
  assert(not has_option("Activate Null Verdict") and not has_option("Activate the set"), "nothing to negate")
end)

test("HY-8.4, HY-7.12: the same speed answers the same speed; a negated use still counts for the name", function()
  setup { p1 = { hand = { "Twin Visions", "Sapphire Tide" }, magic = { { "Null Verdict", face_down = true } }, vars = { mana = 9 } },
          p2 = { magic = { { "Null Verdict", face_down = true }, { "Null Verdict", face_down = true } }, vars = { mana = 9 } } }
  act("Activate Twin Visions", 1)                      -- C0
  act("Activate the set", 2)                           -- C1: P2's Null Verdict, speed 2
  act("Activate the set", 1)                           -- C2: P1's Null Verdict, speed 2 on speed 2
  pass(2)
  assert(count("hand", 1) == 3, "C1 was negated: Twin Visions drew 2: " .. count("hand", 1))
  act("Activate Sapphire Tide", 1)
  assert(decision().player == 2 and not has_option("Activate the set"), "P2 already used the name this turn")
end)

test("HY-8.4.2, C9: from the hand only in its owner's turn", function()
  setup { p1 = { hand = { "Twin Visions", "Null Verdict" }, vars = { mana = 9 } },
          p2 = { hand = { "Null Verdict", "Healing Salve" }, vars = { mana = 9 } } }
  pass(1)                                              -- P1 passes; P2 uses an item in P1's main phase
  act("Use Healing Salve", 2)
  assert(decision().player == 1 and has_option("Activate Null Verdict"), "P1 answers from the hand in P1's own turn")
  act("Activate Null Verdict", 1)
  assert(decision().player == 2 and not has_option("Null Verdict"), "P2's copy in hand: not in P1's turn")
  pass(2)
  assert(pvar(2, "life") == 20, "the Salve was negated")
end)

