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
-- Not tested: a silenced Echo Wisp that is then scrapped should not draw (ZD-11.12.2 look-back
-- sees the card "with its effects" as it was). The core's last-known copy drops the card's
-- modifiers when it moves, so the look-back trigger still fires: an engine gap (see the CS1 report).
