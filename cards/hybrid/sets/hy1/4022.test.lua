-- Quill Sprite (wind creature, cost 1, 1 star, 1/1): "When this creature is summoned: draw 1 card, then discard 1 card."

test("HY-9.2, HY-4.1: summoned: P1 draws 1, then discards 1 of their choice to the graveyard", function()
  setup { p1 = { hand = { "Quill Sprite", "Dune Jackal" }, vars = { mana = 1 } } }
  act("Summon Quill Sprite", 1)
  local deck = count("deck", 1)
  pass(2)
  act("Dune Jackal", 1)                                -- the card to discard
  assert(count("deck", 1) == deck - 1, "drew 1")
  assert(count("hand", 1) == 1 and not find("Dune Jackal", 1, "hand"), "1 card left: the one drawn")
  assert(find("Dune Jackal", 1, "graveyard"), "discarded to the graveyard")
end)

test("HY-7.9.1 (C2): flipped from set, it is not summoned: no draw, no discard", function()
  setup { p1 = { creature = { { "Quill Sprite", face_down = true, tapped = true } }, hand = { "Dune Jackal" }, vars = { mana = 1 } } }
  act("Flip Quill Sprite", 1)
  to_step(1, "battle")
  assert(count("hand", 1) == 1 and count("graveyard", 1) == 0)
end)
