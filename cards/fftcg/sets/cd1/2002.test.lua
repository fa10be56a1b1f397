-- Cinder Scout: "When Cinder Scout is put into the Break Zone from the field, draw 1 card."
test("broken on the field: its controller draws 1 (FF-15.1.1.3.2, FF-11.8.16)", function()
  setup { p1 = { field = { "Cinder Scout", "Rime Adept" }, hand = { "Blaze Wyrm", "Cinder Vanguard" } } }
  local scout = find("Cinder Scout", 1, "field")
  act("Cast Blaze Wyrm", 1)
  -- the only Forward: the target is chosen without a question
  -- the only legal payment: discard Vanguard (2 Fire) + dull Rime Adept (1)
  pass(2)                                    -- Blaze Wyrm resolves: 5000 damage
  assert(find("Cinder Scout", 1, "break") and not exists(scout), "broken by FF-12.4.5")
  assert(chain_size() == 1, "its ability is on the stack")
  local hand = count("hand", 1)
  pass(2)
  assert(count("hand", 1) == hand + 1, "drew 1")
end)

test("discarded from hand it does not trigger (FF-11.8.16: not from the field)", function()
  setup { p1 = { hand = { "Cinder Vanguard", "Cinder Scout", "Ember Adept" } } }
  act("Play Cinder Vanguard", 1)
  assert(find("Cinder Scout", 1, "break") and chain_size() == 0, "no trigger")
end)
