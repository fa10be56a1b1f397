-- Dawn Squire: 【Attack win】 Untap this card.
test("ZD-9.8, ZD-10.13: it wins its attack, untaps and may attack again", function()
  setup { p1 = { battle = { "Dawn Squire" } }, p2 = { life = { 1001, 1001, 1001 } } }
  act("Initiate a battle", 1)
  pass(2)
  pass(2)
  assert(chain_size() == 1)
  pass(2)
  local s = find("Dawn Squire", 1, "battle")
  assert(not is_tapped(s))
  pass(2)
  assert(step() == "action" and has_option("Initiate a battle"))
end)
