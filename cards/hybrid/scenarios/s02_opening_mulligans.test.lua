-- HY-S02: the opening hand, mulligans, and the first player's first draw
-- (HY-5.2, HY-5.3, HY-5.5).

test("HY-S02, HY-5.2, HY-5.3: three players draw 5; P1 mulligans 3 times, each time 5 again, no 4th", function()
  setup { players = 3, params = { first_player = 1 } }
  open()
  for p = 1, 3 do assert(count("hand", p) == 5, "P" .. p .. " drew 5: " .. count("hand", p)) end
  for k = 1, 3 do
    assert(decision().player == 1, "P1 decides first (turn order)")
    act("Yes", 1)
    assert(count("hand", 1) == 5 and count("deck", 1) == 15, "mulligan " .. k .. ": 5 cards")
  end
  assert(decision().player == 2, "no 4th mulligan: P2 decides now")
  act("No", 2)
  assert(decision().player == 3)
  act("No", 3)
  assert(chain_size() == 0 and decision().kind == "priority", "the opening is over")
end)

test("HY-S02, HY-5.5: the first player skips the first draw; P2 and P3 draw in their first draw phases", function()
  setup { players = 3, turn = 1, step = "prep" }
  set_gvar("first", 1)
  until_priority(1, "main1")
  assert(count("hand", 1) == 0, "P1 (first player) drew nothing on turn 1")
  until_priority(2, "main1")
  assert(count("hand", 2) == 1, "P2 drew in their first draw phase")
  until_priority(3, "main1")
  assert(count("hand", 3) == 1, "P3 drew in their first draw phase")
  until_priority(1, "main1")
  assert(count("hand", 1) == 1, "P1 draws on their second turn")
end)

test("HY-S02, HY-5.5: the skip is the first player's only, not each player's first turn", function()
  setup { players = 3, turn = 1, active = 2, step = "prep" }
  set_gvar("first", 2)
  until_priority(2, "main1")
  assert(count("hand", 2) == 0, "P2, the first player, skipped")
  until_priority(3, "main1")
  until_priority(1, "main1")
  assert(count("hand", 3) == 1 and count("hand", 1) == 1, "P3 and P1 drew in their first turns")
end)
