-- Frost Lancer: "When Frost Lancer is put into the Break Zone from the field, choose 1 Backup. Dull it."
test("broken: its controller dulls a Backup (FF-11.8.9)", function()
  setup { p1 = { hand = { "Night Harvest", "Cinder Scout", "Cinder Vanguard" }, field = { { "Ember Adept", tapped = true }, "Rime Adept" } },
          p2 = { field = { "Frost Lancer" } } }
  act("Cast Night Harvest", 1)
  act("Discard Cinder Vanguard", 1)
  act("Discard Cinder Scout", 1)           -- (dulling the Rime Adept would be legal too)
  pass(2)
  assert(find("Frost Lancer", 2, "break"))
  act("Rime Adept", 2)                       -- P2 chooses its target as it goes on the stack
  assert(chain_size() == 1, "P2's ability is on the stack")
  pass(2)
  assert(is_tapped(find("Rime Adept", 1, "field")), "dulled")
end)
test("no Backup on the field: removed at once, no effect (FF-11.8.4)", function()
  setup { p1 = { hand = { "Night Harvest", "Cinder Scout", "Cinder Vanguard" } }, p2 = { field = { "Frost Lancer" } } }
  act("Cast Night Harvest", 1)
  pass(2)
  assert(find("Frost Lancer", 2, "break") and chain_size() == 0)
end)
