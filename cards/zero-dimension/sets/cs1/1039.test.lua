-- Pendulum Rite: When a character you control becomes untapped, tap it.
test("ZD-9.15 on_untapped: the reset step untaps Sky Monk; the Rite taps it again in the start step", function()
  setup { step = "reset", p1 = { battle = { { "Sky Monk", tapped = true } }, event = { "Pendulum Rite" } } }
  local monk = find("Sky Monk", 1, "battle")
  assert(not is_tapped(monk) and chain_size() == 1, "untapped; the trigger waits for the start step (ZD-6.2)")
  pass(2)
  assert(is_tapped(monk))
end)
