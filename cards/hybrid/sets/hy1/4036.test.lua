-- Seer's Lens (artifact, 1 mana): "{T}: Draw 1 card, then discard 1 card."
-- Passes until `p`, the active player, holds priority with an empty chain in step `s`.

test("HY-7.13, HY-12.4: tap it: draw 1, then discard 1; tapped, it cannot be used again", function()
  setup { p1 = { magic = { { "Seer's Lens", vars = { live = 1 } } }, hand = { "Twin Visions" } } }
  local lens = find("Seer's Lens", 1, "magic")
  act("Seer's Lens", 1)
  assert(is_tapped(lens), "tapped as the cost")
  pass(2)
  act("Twin Visions", 1)                               -- the card to discard
  assert(count("hand", 1) == 1, "drew 1 and discarded 1: " .. count("hand", 1))
  assert(find("Twin Visions", 1, "graveyard"), "the discarded card is in the graveyard")
  assert(not has_option("Seer's Lens"), "tapped: not again this turn")
end)

test("HY-7.10, HY-7.12: paid into the magic zone it stays; using the card counts as its name's use this turn", function()
  setup { p1 = { hand = { "Seer's Lens" }, vars = { mana = 1 } } }
  assert(not has_option("Set Seer's Lens"), "items cannot be set (HY-7.8)")
  act("Activate Seer's Lens", 1); pass(2)
  local lens = find("Seer's Lens", 1, "magic")
  assert(lens and not is_tapped(lens) and pvar(1, "mana") == 0, "paid 1; it stays in the magic zone, untapped")
  assert(not has_option("Seer's Lens"), "its name was used this turn")
end)

test("HY-8.4.2, HY-6.1: its effect is speed 1 (not in an opponent's turn); it untaps in its controller's preparation phase", function()
  setup { active = 2, turn = 4, p1 = { magic = { { "Seer's Lens", tapped = true, vars = { live = 1 } } } } }
  pass(1)
  assert(decision().player == 1 and not has_option("Seer's Lens"), "P1 has priority in P2's turn, but no Lens")
  until_priority(1, "main1")
  assert(not is_tapped(find("Seer's Lens", 1, "magic")) and has_option("Seer's Lens"), "untapped and usable")
end)
