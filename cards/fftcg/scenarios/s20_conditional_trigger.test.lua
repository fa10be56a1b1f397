-- FF-S20: a conditional trigger is checked twice (FF-11.8.13, FF-11.11.3).
test("FF-S20a (FF-11.8.13): 2 Fire Backups: it does not trigger", function()
  setup { step = "declare", p1 = { field = { "Warrant Officer", "Ember Adept", "Banner Captain" } } }
  act("Attack with Warrant Officer", 1)
  assert(chain_size() == 0)
end)
test("FF-S20b (FF-11.11.3): 3 Fire Backups: it triggers; P2 breaks one in response; at resolution nothing happens", function()
  setup { step = "declare", p1 = { field = { "Warrant Officer", "Ember Adept", "Banner Captain", "Oath Banner" } },
          p2 = { hand = { "Rust Hex", "Cinder Scout" } } }
  act("Attack with Warrant Officer", 1)
  assert(chain_size() == 1)
  local h = count("hand", 1)
  pass(1)
  act("Cast Rust Hex", 2)
  act("Banner Captain", 2)
  pass(2)                                   -- Rust Hex resolves
  assert(find("Banner Captain", 1, "break"))
  pass(2)                                   -- Warrant Officer's ability: condition false
  assert(chain_size() == 0 and count("hand", 1) == h, "removed; nobody draws")
end)
