-- BW-11.2: the players sit at random and seat order is turn order. The core
-- keeps the order (set_turn_order); next_player, the next turn and every walk
-- in seat order follow it. (A list that is not every player once is the
-- ruleset's error: tests/core_machine.cpp.)

test("BW-11.2: the next turn and seat-order polling follow the seats, not the player numbers", function()
  setup { players = 3, step = "play", p1 = { skills = { "Lookout" } }, p2 = { skills = { "Lookout" } },
          p3 = { skills = { "Lookout" } } }
  assert(table.concat(turn_order(), ",") == "1,2,3", "seats 1, 2, 3 until a ruleset says otherwise")
  set_turn_order({ 1, 3, 2 })
  assert(table.concat(turn_order(), ",") == "1,3,2")
  assert(next_player(1) == 3 and next_player(3) == 2 and next_player(2) == 1)
  pass()
  assert(active_player() == 3, "P3 sits after P1: P" .. active_player())
  local asked = {}
  for _ = 1, 3 do
    local d = decision()
    asked[#asked + 1] = d.player
    act("Decline", d.player)
    if #asked == 1 then save_and_restore() end  -- the order is in the snapshot
  end
  assert(table.concat(asked, ",") == "3,2,1", "BW-18.3 polling from P3 in seat order: " .. table.concat(asked, ","))
  assert(table.concat(turn_order(), ",") == "1,3,2")
  pass()
  assert(active_player() == 2, "then P2: P" .. active_player())
end)

test("BW-11.2: a seat left empty is passed over in the new order", function()
  setup { players = 4, step = "play" }
  set_turn_order({ 4, 2, 1, 3 })
  lose(3, "left the table")
  assert(next_player(1) == 4 and next_player(4) == 2, "P3's seat is passed over")
  pass()
  assert(active_player() == 4, "P4 after P1 (P3 is out): P" .. active_player())
end)
