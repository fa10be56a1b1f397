-- FF-S12: replacement order: self-replacement first, then the affected card's controller chooses
-- (FF-11.12.5.6-7, FF-11.12.5.4-5, FF-11.8.15).
test("FF-S12 (FF-11.12.5.6): Magma Burst 5000 becomes 9000 first, then Warden's -2000: 7000, Warden survives", function()
  setup {
          p1 = { field = { { "Ember Adept", tapped = true }, { "Ember Adept", tapped = true }, { "Ember Adept", tapped = true }, { "Void Gate", tapped = true } },
                 hand = { "Magma Burst", "Cinder Scout", "Cinder Vanguard" } },
          p2 = { field = { "Stone Warden", "Guardian Idol", "Quarry Bruiser" } } }
  act("Cast Magma Burst", 1)
  act("Stone Warden", 1)
  pass(2)
  local w = find("Stone Warden", 2, "field")
  assert(w and var(w, "damage") == 7000, "7000, not 9000 (wrong order would give 3000 then 9000)")
end)
test("FF-S12 (FF-11.12.5.7, FF-11.12.5.4, FF-11.8.15): Guardian Idol vs Void Gate: P2 chooses; Bruiser returns to hand; no break triggers", function()
  setup {
          p1 = { field = { { "Ember Adept", tapped = true }, "Void Gate" }, hand = { "Blaze Wyrm", "Cinder Scout" } },
          p2 = { field = { "Stone Warden", "Guardian Idol", { "Quarry Bruiser", vars = { damage = 2000 } } } } }
  act("Cast Blaze Wyrm", 1)
  act("Quarry Bruiser", 1)                  -- paid by the Scout (2) and Void Gate (1)
  pass(2)
  local d = decision()
  assert(d.player == 2 and d.prompt:find("FF%-11.12.5.7"), "P2, the controller of the affected card, chooses")
  act("Guardian Idol", 2)
  assert(find("Quarry Bruiser", 2, "hand") and not find("Quarry Bruiser", 2, "removed"), "Void Gate no longer applies")
  assert(chain_size() == 0, "no broken / put_into_break_zone ability triggered (Ember Adept watches P1's Forwards only)")
  for _, l in ipairs(log_lines()) do assert(not l:find("is broken"), "not broken: " .. l) end
end)
