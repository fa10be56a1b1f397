-- Twin Visions (normal magic, 2 mana): "Draw 2 cards."
-- Passes until `p`, the active player, holds priority with an empty chain in step `s`.

test("HY-7.10, HY-4.1: it waits in the magic zone on the chain, draws 2, then goes to the graveyard", function()
  setup { p1 = { hand = { "Twin Visions" }, vars = { mana = 3 } } }
  act("Activate Twin Visions", 1)
  assert(find("Twin Visions", 1, "magic") and chain_size() == 1, "on the chain, in the magic zone")
  assert(pvar(1, "mana") == 1, "paid 2 first (HY-7.5)")
  pass(2)
  assert(count("hand", 1) == 2, "drew 2: " .. count("hand", 1))
  assert(find("Twin Visions", 1, "graveyard") and not find("Twin Visions", 1, "magic"), "then to the graveyard")
end)

test("HY-7.12: once per turn by name: a second copy is not offered this turn, and is next turn", function()
  setup { p1 = { hand = { "Twin Visions", "Twin Visions" }, vars = { mana = 9, mana_max = 9 } } }
  act("Activate Twin Visions", 1); pass(2)
  assert(not has_option("Activate Twin Visions"), "the name was used this turn")
  until_priority(2, "main1")
  until_priority(1, "main1")
  assert(has_option("Activate Twin Visions"), "next turn it is offered again")
end)

test("HY-8.4.2, HY-7.9.3: speed 1, own main phase: not in the battle phase nor in an opponent's turn, even set", function()
  setup { p1 = { hand = { "Twin Visions" }, magic = { { "Twin Visions", face_down = true } }, vars = { mana = 9 } } }
  assert(has_option("Activate Twin Visions") and has_option("Activate the set"), "both offered in P1's main phase")
  until_priority(1, "battle")
  assert(not has_option("Twin Visions"), "not in the battle phase")
  until_priority(2, "main1")
  pass(1)
  assert(decision().player == 1 and not has_option("Twin Visions"), "not in P2's turn")
end)

test("HY-7.8, HY-7.9: set, it costs nothing; flipped by paying its cost, it is used", function()
  setup { p1 = { hand = { "Twin Visions" }, vars = { mana = 2 } } }
  act("Set Twin Visions", 1)
  assert(pvar(1, "mana") == 2 and count("hand", 1) == 0, "set for no mana")
  act("Activate the set", 1)
  assert(pvar(1, "mana") == 0, "flipping pays 2")
  pass(2)
  assert(count("hand", 1) == 2 and find("Twin Visions", 1, "graveyard"), "drew 2; to the graveyard")
end)
