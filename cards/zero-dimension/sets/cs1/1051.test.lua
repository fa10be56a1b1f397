-- Silence: Target character loses its effects until end of turn.
test("ZD-11.6: Drum Page next to Sky Monk loses its +1000/+1000 until the clean-up step", function()
  setup { p1 = { battle = { "Drum Page", "Sky Monk" }, hand = { "Silence" }, resource = { 1024 } } }
  local page = find("Drum Page", 1, "battle")
  assert(atk(page) == 2000)
  act("Use Silence", 1)
  act("Drum Page", 1)
  pass(2)
  assert(atk(page) == 1000 and def(page) == 1000)
  while step() ~= "draw" do if decision().kind == "priority" then pass(1) else answer(1) end end
  assert(atk(page) == 2000, "back after the clean-up (ZD-11.13)")
end)

test("ZD-11.6: a silenced Bright Knight loses its own +1000 only until end of turn", function()
  setup { p1 = { battle = { "Bright Knight" }, hand = { "Silence" }, resource = { 1024 } } }
  local k = find("Bright Knight", 1, "battle")
  act("Use Silence", 1)
  pass(2)
  assert(atk(k) == 2000 and #abilities(k) == 0, "no printed ability left")
end)

test("ZD-11.12.2, ZD-11.6: a silenced Echo Wisp that is then scrapped does not draw (look-back sees it silenced)", function()
  setup { p1 = { battle = { "Echo Wisp" }, hand = { "Silence", "Mutual Ruin" }, resource = { 1024, 1024, 1024, 1024 } } }
  local function choose_first() while decision() and decision().kind ~= "priority" do answer(1) end end
  local wisp = find("Echo Wisp", 1, "battle")
  act("Use Silence", 1)
  choose_first()
  pass(2)
  assert(#abilities(wisp) == 0)
  local hand = count("hand", 1)
  act("Use Mutual Ruin", 1)
  choose_first()
  pass(2)
  choose_first()
  assert(find("Echo Wisp", 1, "rest"), "scrapped")
  assert(chain_size() == 0, "its on-scrapped trigger did not fire")
  assert(count("hand", 1) == hand - 1, "Mutual Ruin left the hand; nothing drawn")
end)
