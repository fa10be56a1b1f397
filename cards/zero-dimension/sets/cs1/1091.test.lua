-- War Drum: Characters you control gain: 'When another character you control becomes tapped, this card gets (ATK)+500 until end of turn.'
test("ZD-11.6, ZD-9.15: a granted trigger about another card: Raider attacks, the Sentinel gets +500, the Raider does not", function()
  setup { p1 = { battle = { "Raider", "Stone Sentinel" }, event = { "War Drum" } }, p2 = { life = { 1001, 1001 } } }
  local raider, sentinel = find("Raider", 1, "battle"), find("Stone Sentinel", 1, "battle")
  local r0, s0 = atk(raider), atk(sentinel)
  act("Initiate a battle", 1)
  act("Raider", 1)
  assert(chain_size() == 1, "one trigger: the Sentinel's (the Raider's own copy watches other characters)")
  pass(2)
  assert(atk(sentinel) == s0 + 500 and atk(raider) == r0)
end)

test("ZD-11.6: without the Drum nothing triggers; the opponent's characters never have it", function()
  setup { p1 = { battle = { "Raider", "Stone Sentinel" } }, p2 = { battle = { "Gate Guard" }, event = { "War Drum" }, life = { 1001 } } }
  act("Initiate a battle", 1)
  act("Raider", 1)
  assert(chain_size() == 0)
end)
