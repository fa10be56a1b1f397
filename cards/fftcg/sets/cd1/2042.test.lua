-- Tide Adept: a vanilla Water Backup (generic icon).
test("two Tide Adepts may share the field; each dulls for 1 Water CP", function()
  setup { p1 = { field = { "Tide Adept", "Tide Adept" }, hand = { "Reef Diver" } } }
  act("Play Reef Diver", 1)
  assert(find("Reef Diver", 1, "field") and #filter(backups(1), is_tapped) == 2)
end)
