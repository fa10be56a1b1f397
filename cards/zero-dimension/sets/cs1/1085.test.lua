-- Gale Rider: 【On attack】 Tap target character your opponent controls.
test("ZD-9.10, ZD-10.5: it taps P2's only defender before defences are declared; the attack succeeds", function()
  setup { p1 = { battle = { "Gale Rider" } }, p2 = { battle = { "Gate Guard" }, life = { 1001, 1001 } } }
  act("Initiate a battle", 1)
  pass(2)
  assert(is_tapped(find("Gate Guard", 2, "battle")))
  pass(2)                        -- attack step ends; nobody can defend
  pass(2)
  assert(count("life", 2) == 1)
end)
