-- Surge: Target character gets (ATK)+1000 until end of turn.
test("ZD-11.13: +1000 until the clean-up step", function()
  setup { p1 = { battle = { "Sky Monk" }, hand = { "Surge" }, resource = { 1001 } } }
  act("Use Surge", 1)
  pass(2)
  local monk = find("Sky Monk", 1, "battle")
  assert(atk(monk) == 3000, "reads 3000")
  pass(2)                       -- end the action phase
  while step() ~= "draw" do pass(1) end   -- through the end phase into P2's turn
  assert(atk(monk) == 2000, "back to 2000 after the clean-up")
end)
