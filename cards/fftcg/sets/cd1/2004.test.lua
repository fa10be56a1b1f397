-- Ember Adept: "When a Forward you control is put into the Break Zone, put 1 Ember Counter on Ember Adept."
test("a Forward its controller controls is broken: 1 Ember Counter (FF-6.7, FF-15.1.1.3.2)", function()
  setup { p1 = { field = { { "Ember Adept", tapped = true }, "Militia Pikeman", "Rime Adept" },
                                 hand = { "Blaze Wyrm", "Cinder Vanguard" } } }
  local adept = find("Ember Adept", 1, "field")
  act("Cast Blaze Wyrm", 1)
  pass(2)
  assert(chain_size() == 1, "triggered")
  pass(2)
  assert(counters(adept, "ember") == 1, "one Ember Counter")
end)

test("an opponent's Forward does not count", function()
  setup { p1 = { field = { { "Ember Adept", tapped = true }, "Rime Adept" }, hand = { "Blaze Wyrm", "Cinder Vanguard" } },
          p2 = { field = { "Militia Pikeman" } } }
  act("Cast Blaze Wyrm", 1)
  pass(2)
  assert(find("Militia Pikeman", 2, "break") and chain_size() == 0, "no trigger")
end)
