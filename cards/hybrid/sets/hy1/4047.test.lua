-- Sealing Decree (quick magic, 3 mana, 【三速】): "【Third speed】 Activate only when a card or effect is activated: negate that effect."
-- Passes until `p`, the active player, holds priority with an empty chain in step `s`.

test("HY-8.4, HY-8.4.1: speed 3 answers speed 2; then no speed-2 card can answer it", function()
  setup { p1 = { hand = { "Twin Visions" }, magic = { { "Sealing Decree", face_down = true } }, vars = { mana = 9 } },
          p2 = { creature = { "Dune Jackal" }, magic = { { "Null Verdict", face_down = true }, { "Sudden Spark", face_down = true } },
                 vars = { mana = 9 } } }
  act("Activate Twin Visions", 1)                      -- C0, speed 1
  assert(has_option("Sudden Spark") and has_option("Null Verdict"), "speed 2 may answer speed 1")
  act("Null Verdict", 2)                               -- C1, speed 2
  act("Activate the set", 1)                           -- C2: Sealing Decree, speed 3
  assert(decision().player == 2 and not has_option("Sudden Spark"), "a speed-2 card cannot answer speed 3")
  pass(2)
  assert(count("hand", 1) == 2, "Null Verdict was negated: Twin Visions drew 2")
  assert(find("Sealing Decree", 1, "graveyard") and find("Null Verdict", 2, "graveyard"))
end)

test("HY-8.4.3: it needs a link to answer: not offered with an empty chain", function()
  setup { p1 = { hand = { "Sealing Decree" }, magic = { { "Sealing Decree", face_down = true } }, vars = { mana = 9 } } }
  assert(not has_option("Activate Sealing Decree") and not has_option("Activate the set"))
end)

test("HY-8.4.2, HY-8.4.3: from the hand, in its owner's turn, it answers a speed-2 item", function()
  setup { p1 = { hand = { "Sealing Decree" }, vars = { mana = 9 } }, p2 = { hand = { "Healing Salve" }, vars = { mana = 1 } } }
  assert(not has_option("Activate Sealing Decree"), "the chain is empty")
  pass(1)
  act("Use Healing Salve", 2)
  act("Activate Sealing Decree", 1); pass(2)
  assert(pvar(2, "life") == 20 and pvar(1, "mana") == 6, "the Salve was negated; P1 paid 3")
end)
