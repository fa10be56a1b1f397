-- Gale Adept: a vanilla Wind Backup (generic icon).
test("dulls for 1 Wind CP: pays a Wind Forward with a Wind discard", function()
  setup { p1 = { field = { "Gale Adept" }, hand = { "Vesper Lancer", "Gale Archer" } } }
  act("Play Vesper Lancer", 1)                 -- 3: Gale Archer (2 Wind) + Gale Adept (1)
  assert(find("Vesper Lancer", 1, "field") and is_tapped(find("Gale Adept", 1, "field")))
end)
