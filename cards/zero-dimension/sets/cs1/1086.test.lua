-- Reef Guardian: 【Defend win】 Untap this card.
test("ZD-9.8: it destroys the attacking Raider, wins its defence and is untapped again", function()
  setup { active = 2, p1 = { battle = { "Reef Guardian" }, life = { 1001 } }, p2 = { battle = { "Raider" } } }
  act("Initiate a battle", 2)
  pass(2)
  act("Reef Guardian", 1)
  local g = find("Reef Guardian", 1, "battle")
  assert(is_tapped(g), "defending taps it")
  pass(2)
  assert(find("Raider", 2, "rest") and chain_size() == 2, "Raider's 【Battle destroyed】 and the Guardian's win")
  pass(2)
  assert(not is_tapped(g) and var(g, "damage") == 2000)
end)
