-- Pendulum Monk: When another character you control becomes tapped, untap it.
test("ZD-9.15 on_tapped: Raider attacks and is untapped by the Monk in the attack step", function()
  setup { p1 = { battle = { "Raider", "Pendulum Monk" } }, p2 = { life = { 1001, 1001 } } }
  act("Initiate a battle", 1)
  act("Raider", 1)
  local raider = find("Raider", 1, "battle")
  assert(is_tapped(raider) and chain_size() == 1)
  pass(2)
  assert(not is_tapped(raider), "untapped; still attacking (ZD-10.4)")
end)

test("it ignores the opponent's characters and itself", function()
  setup { p1 = { battle = { "Pendulum Monk" } }, p2 = { battle = { "Gate Guard" }, hand = { "Tilt" } } }
  pass(1)
  act("Use Tilt", 2)
  act("Gate Guard", 2)
  pass(2)
  assert(is_tapped(find("Gate Guard", 2, "battle")) and chain_size() == 0)
end)
