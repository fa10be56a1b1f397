-- Last Ward Sentinel: "When you have 5 or more damage and Last Ward Sentinel is dull, activate it."
local function attack_with(n)
  local dmg = {}
  for k = 1, n do dmg[k] = "Cinder Scout" end
  setup { step = "declare", p1 = { field = { "Last Ward Sentinel" }, damage = dmg }, p2 = {} }
  act("Attack with Last Ward Sentinel", 1)      -- dulls it
end
test("a state trigger (FF-11.8.18): checked with the rule processes, once until it leaves the stack", function()
  attack_with(5)
  assert(is_tapped(find("Last Ward Sentinel", 1, "field")))
  assert(chain_size() == 1, "it triggered once, though rule processes ran several times")
  pass(2)
  assert(not is_tapped(find("Last Ward Sentinel", 1, "field")), "activated")
end)
test("a state trigger does not trigger while its condition is false (FF-11.8.18)", function()
  attack_with(4)
  assert(chain_size() == 0 and is_tapped(find("Last Ward Sentinel", 1, "field")))
end)
