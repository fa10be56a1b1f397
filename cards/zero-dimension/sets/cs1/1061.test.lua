-- Cinder Hound: 【On attack】 This card gets (ATK)+1000 until end of battle.
test("ZD-9.10, ZD-10.12: 2500 during its attack, 1500 again after the battle end", function()
  setup { p1 = { battle = { "Cinder Hound" } }, p2 = { life = { 1001, 1001 } } }
  local h = find("Cinder Hound", 1, "battle")
  act("Initiate a battle", 1)
  assert(chain_size() == 1, "the trigger goes on the chain in the attack step")
  pass(2)
  assert(atk(h) == 2500)
  pass(2)                        -- attack step ends; no defender
  pass(2)                        -- defence step
  pass(2)                        -- settlement
  assert(step() == "action" and atk(h) == 1500)
  assert(count("life", 2) == 1)
end)
