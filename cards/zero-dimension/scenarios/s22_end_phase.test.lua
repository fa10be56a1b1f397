-- ZD-S22: end phase: clean-up, then discard (seed L140, L174, L264; ZD-6.11, ZD-6.12, ZD-6.13).

local function pay_any() while decision().prompt:find("Tap a resource", 1, true) do answer(1) end end

test("ZD-S22 (ZD-6.10, ZD-6.11, ZD-6.12, ZD-6.13, ZD-11.13, ZD-12.8): damage and 'until end of turn' end in the clean-up; P1 discards 2 down to 6, P2 keeps 8 until their own discard step", function()
  setup {
    p1 = { battle = { "Sky Monk" }, hand = { "Surge", 1001, 1001, 1001, 1001, 1001, 1001, 1001, 1001 }, resource = { 1001 },
           deck = { 1003, 1003, 1003 } },
    p2 = { hand = { "Spark", "Spark", 1002, 1002, 1002, 1002, 1002, 1002, 1002 }, resource = { 1001, 1001 },
           deck = { 1003, 1003, 1003 } },
  }
  local monk = find("Sky Monk", 1, "battle")
  -- in P1's action phase: P1's Surge (until end of turn), P2's Spark (1000 damage)
  act("Use Surge", 1)
  pass(2)
  assert(atk(monk) == 3000)
  pass(1)
  act("Use Spark", 2)
  pay_any()
  pass(2)
  assert(exists(monk) and var(monk, "damage") == 1000 and def(monk) == 2000)
  assert(count("hand", 1) == 8 and count("hand", 2) == 8, "P1 has 8 cards in hand; P2 also has 8")
  -- Both players pass through to the end phase.
  pass(2)
  -- 1. end step: nothing triggers; priority is given and passed
  assert(step() == "end" and chain_size() == 0 and decision().player == 1)
  pass(1)
  assert(decision().player == 2 and step() == "end")
  pass(1)
  -- 2-3. the clean-up ran (no priority), then the discard step asks P1 (no chain)
  local d = decision()
  assert(step() == "discard" and d.player == 1 and d.kind ~= "priority", "P1 discards")
  assert(var(monk, "damage") == 0, "damage removed in the clean-up, before the discard")
  assert(atk(monk) == 2000, "'until end of turn' ended")
  answer(1)
  d = decision()
  assert(step() == "discard" and d.player == 1, "a second discard")
  answer(1)
  assert(count("hand", 1) == 6, "P1 discarded down to 6")
  assert(count("rest", 1) == 3, "Surge + 2 discarded")
  assert(count("hand", 2) == 8, "P2 keeps 8 (the NAP does not discard)")
  assert(chain_size() == 0)
  -- 4. P2's turn: one Spark (1000) no longer destroys Sky Monk
  for _ = 1, 20 do
    if active_player() == 2 and step() == "action" and decision().kind == "priority" then break end
    if decision().kind == "priority" then pass(1) else act("None") end
  end
  assert(active_player() == 2 and step() == "action" and turn() == 4)
  assert(count("hand", 2) == 9, "P2 drew 1")
  act("Use Spark", 2)
  pay_any()
  pass(2)
  assert(exists(monk) and var(monk, "damage") == 1000, "Sky Monk survives one Spark on P2's turn")
  -- 5. at the end of P2's turn, P2 discards down to 6
  assert(count("hand", 2) == 8)
  pass(2)                 -- action -> end
  assert(step() == "end")
  pass(2)
  local discards = 0
  while decision().kind ~= "priority" do
    assert(step() == "discard" and decision().player == 2)
    answer(1)
    discards = discards + 1
  end
  assert(discards == 2 and count("hand", 2) == 6)
  assert(count("hand", 1) == 6, "P1 (now the NAP) discards nothing")
  assert(active_player() == 1 and turn() == 5)
end)
