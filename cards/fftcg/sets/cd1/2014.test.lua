-- Rime Adept: a vanilla Ice Backup.
test("enters the field dull; later dulls for 1 Ice CP (FF-16.1, FF-5.2.1.3)", function()
  setup { p1 = { hand = { "Rime Adept", "Frost Lancer" } } }
  act("Play Rime Adept", 1)
  local a = find("Rime Adept", 1, "field")
  assert(a and is_tapped(a) and is_backup(a), "a Backup enters dull")
  assert(count("break", 1) == 1, "paid by discarding the Ice card")
end)
test("an active Rime Adept pays the Ice of an ability cost", function()
  setup { p1 = { field = { "Prism Envoy", "Rime Adept" }, hand = { "Cinder Scout" } } }
  act("Use Prism Envoy", 1)                  -- Fire from the Scout, Ice from the Adept
  assert(is_tapped(find("Rime Adept", 1, "field")) and count("hand", 1) == 0)
end)
