-- Kindling Brazier: "When a counter is placed on a character you control, draw 1 card."
local function ember(brazier_side)
  local p1 = { field = { { "Ember Adept", tapped = true }, "Militia Pikeman", "Rime Adept" }, hand = { "Blaze Wyrm", "Cinder Vanguard" } }
  local p2 = { field = {} }
  table.insert(brazier_side == 1 and p1.field or p2.field, { "Kindling Brazier", tapped = true })
  setup { p1 = p1, p2 = p2 }
  act("Cast Blaze Wyrm", 1)
  pass(2)                                    -- the Pikeman is broken: Ember Adept triggers
  assert(chain_size() == 1)
  pass(2)                                    -- 1 Ember Counter placed: counter_placed (FF-16.18, FF-6.7)
end
test("a counter placed on its controller's character: it triggers, 1 card drawn (FF-16.18 counter_placed)", function()
  ember(1)
  assert(counters(find("Ember Adept", 1, "field"), "ember") == 1 and chain_size() == 1, "triggered")
  local before = count("hand", 1)
  pass(2)
  assert(count("hand", 1) == before + 1)
end)
test("on the opponent's character: no trigger", function()
  ember(2)
  assert(counters(find("Ember Adept", 1, "field"), "ember") == 1 and chain_size() == 0)
end)
