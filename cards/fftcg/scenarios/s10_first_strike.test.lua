-- FF-S10: First Strike and the restricted interim window (FF-15.2.3.2-3, FF-10.1.3.3).
local function duel(blocker, p2hand)
  setup { step = "declare", p1 = { field = { "Vesper Duelist" } }, p2 = { field = { blocker }, hand = p2hand } }
  act("Attack with Vesper Duelist", 1)
  pass(2)
  act(blocker, 2)
  pass(2)                                   -- block step; then first strike, then regular damage
end
test("FF-S10 (FF-15.2.3.2-3, FF-10.1.3.3): Scout is broken by first strike; no priority in between; Duelist takes no damage; the held trigger goes on the stack after regular damage", function()
  duel("Cinder Scout", { "Blaze Wyrm", "Cinder Vanguard" })
  -- the interim window offers nothing (no summon, FF-15.2.3.3): the engine gives no priority there,
  -- so P2 never had the chance to cast Blaze Wyrm
  assert(step() == "damage", "we are after regular damage")
  assert(find("Blaze Wyrm", 2, "hand"), "Blaze Wyrm was not cast")
  assert(var(find("Vesper Duelist", 1, "field"), "damage") == 0)
  assert(chain_size() == 1 and chain_link(1).label:find("Cinder Scout"), "Scout's ability, held back, now on the stack")
end)
test("FF-S10 variant: Quarry Bruiser survives 6000, deals 7000; Duelist is broken at FF-10.1.4.4", function()
  duel("Quarry Bruiser", {})
  assert(find("Vesper Duelist", 1, "break"))
  assert(var(find("Quarry Bruiser", 2, "field"), "damage") == 6000)
end)
