-- Volt Adept: a vanilla Lightning Backup.
test("dulls for 1 Lightning CP (FF-5.2.1.3)", function()
  setup { p1 = { field = { "Volt Adept", "Rime Adept" }, hand = { "Spark Courier" } } }
  act("Play Spark Courier", 1)               -- 1 Lightning (Volt Adept) + 1 any (Rime Adept)
  assert(find("Spark Courier", 1, "field"))
  assert(is_tapped(find("Volt Adept", 1, "field")) and is_tapped(find("Rime Adept", 1, "field")))
end)
