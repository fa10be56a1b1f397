-- Pendulum Rite: When a character you control becomes untapped, tap it.
test("ZD-9.15 on_untapped: the reset step untaps Sky Monk; the Rite taps it again in the start step", function()
  setup { step = "reset", p1 = { battle = { { "Sky Monk", tapped = true } }, event = { "Pendulum Rite" } } }
  local monk = find("Sky Monk", 1, "battle")
  assert(not is_tapped(monk) and chain_size() == 1, "untapped; the trigger waits for the start step (ZD-6.2)")
  pass(2)
  assert(is_tapped(monk))
end)

test("ZD-S27, ZD-11.14: with Pendulum Monk, the untap/tap loop nobody can stop is a draw", function()
  setup { p1 = { battle = { "Raider", "Pendulum Monk" }, event = { "Pendulum Rite" } }, p2 = { life = { 1001 } } }
  act("Initiate a battle", 1)
  act("Raider", 1)
  for _ = 1, 200 do
    if result().over then break end
    pass(1)                      -- the only decisions are priority passes
  end
  local r = result()
  assert(r.over and r.draw, "the game is a draw: " .. tostring(r.reason))
end)
