-- FF-S05: CP: an ability cost with two elements (FF-11.6.2.1, FF-16.3).
test("FF-S05 (FF-11.6.2.1, FF-16.3): F1 + I1 (excess 1 Fire and 1 Ice) is legal", function()
  setup { p1 = { field = { "Prism Envoy" }, hand = { "Cinder Scout", "Frost Lancer" } } }
  act("Use Prism Envoy", 1)
  assert(count("hand", 1) == 0 and chain_size() == 1)
end)
test("FF-S05 (FF-16.3): with Rime Adept: F1 + I1 + Adept is never reachable; F1 + Adept is legal", function()
  setup { p1 = { field = { "Prism Envoy", "Rime Adept" }, hand = { "Cinder Scout", "Frost Lancer" } } }
  act("Use Prism Envoy", 1)
  act("Discard Frost Lancer", 1)
  -- Ice is covered: the Fire must come from F1; the Adept would be superfluous
  assert(find("Cinder Scout", 1, "break") and not is_tapped(find("Rime Adept", 1, "field")), "F1 + I1 paid, the Adept untouched")
  setup { p1 = { field = { "Prism Envoy", "Rime Adept" }, hand = { "Cinder Scout", "Frost Lancer" } } }
  act("Use Prism Envoy", 1)
  act("Dull Rime Adept", 1)
  assert(find("Cinder Scout", 1, "break") and find("Frost Lancer", 1, "hand"), "F1 + Adept: excess 1 Fire")
end)
