-- FF-S22: rolling back an impossible cast (FF-14.1-4, FF-11.3.1, FF-16.15).
-- offer_unpayable = 1 offers casts a client would let a player try; the engine
-- then finds no legal payment, and the rule error restores the snapshot taken
-- before the action (core/machine.cpp: an Action task that raises a RuleError).
test("FF-S22 (FF-14.1-4, FF-16.15): Blaze Wyrm with only I1: rejected; back in hand unrevealed; no chosen trigger; hash unchanged; P1 keeps priority", function()
  setup { params = { offer_unpayable = 1 }, p1 = { hand = { "Blaze Wyrm", "Frost Lancer" } }, p2 = { field = { "Frost Lancer" } } }
  local h = state_hash()
  local idx
  for i, l in ipairs(decision().options) do if l:find("Cast Blaze Wyrm") then idx = i end end
  assert(idx, "the cast is offered")
  local ok, msg = try_answer(idx)
  assert(not ok and msg:find("FF%-14.1"), "rejected, naming the rule: " .. tostring(msg))
  assert(state_hash() == h, "the state hash equals the one before the declaration")
  assert(find("Blaze Wyrm", 1, "hand") and find("Frost Lancer", 1, "hand"))
  assert(chain_size() == 0 and decision().player == 1 and decision().kind == "priority")
end)
test("FF-S22: by default the cast is not even offered", function()
  setup { p1 = { hand = { "Blaze Wyrm", "Frost Lancer" } }, p2 = { field = { "Frost Lancer" } } }
  assert(not has_option("Cast Blaze Wyrm"))
end)
