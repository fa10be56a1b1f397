-- Sunken Library (field magic, 3 mana): "At the start of your end phase: if you have 2 or fewer cards in hand, draw 1 card."
-- Passes until `p`, the active player, holds priority with an empty chain in step `s`.

test("HY-9.1, HY-6 (6.1): at the start of its controller's end phase, with 2 cards in hand, they draw 1", function()
  setup { step = "main2", p1 = { hand = { "Dune Jackal", "Cliff Ram" }, field = { { "Sunken Library", vars = { live = 1 } } } } }
  until_priority(1, "end")
  assert(count("hand", 1) == 3, "drew 1: " .. count("hand", 1))
end)

test("HY-9.1: with 3 cards in hand, nothing; nor in an opponent's end phase", function()
  setup { step = "main2", p1 = { hand = { "Dune Jackal", "Cliff Ram", "Cinder Pup" },
                                 field = { { "Sunken Library", vars = { live = 1 } } } } }
  until_priority(1, "end")
  assert(count("hand", 1) == 3, "no draw with 3 cards")
  setup { active = 2, turn = 4, step = "main2", p1 = { field = { { "Sunken Library", vars = { live = 1 } } } } }
  until_priority(2, "end")
  assert(count("hand", 1) == 0, "P2's end phase: P1 does not draw")
end)

test("HY-7.10, HY-7.12: from the hand it goes to the field zone for 3 mana; its name is then used this turn, so it first draws next end phase", function()
  setup { p1 = { hand = { "Sunken Library" }, vars = { mana = 3 } } }
  act("Activate Sunken Library", 1); pass(2)
  assert(find("Sunken Library", 1, "field") and pvar(1, "mana") == 0)
  until_priority(1, "end")
  assert(count("hand", 1) == 0, "once per turn by name: activating it was this turn's use")
  until_priority(2, "main1")
  until_priority(1, "end")
  assert(count("hand", 1) == 2, "drew in the draw phase and at the end phase: " .. count("hand", 1))
end)
