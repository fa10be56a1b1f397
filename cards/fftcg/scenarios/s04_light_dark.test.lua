-- FF-S04: CP: Light and Dark (FF-5.2.1.3, FF-11.4.6.1).
test("FF-S04 (FF-5.2.1.3, FF-11.4.6.1, FF-16.3): Dawn Paragon (5): W1 + three Backups; Dusk Tyrant is no source; no fourth Backup", function()
  setup { p1 = { hand = { "Dawn Paragon", "Dusk Tyrant", "Gale Archer" },
                                 field = { "Gale Adept", "Gale Adept", "Tide Adept", "Ember Adept" } } }
  act("Play Dawn Paragon", 1)
  for _, l in ipairs(decision().options) do assert(not l:find("Dusk Tyrant"), "a Dark card cannot be discarded for CP") end
  act("Discard Gale Archer", 1)
  act("Dull Tide Adept", 1)
  act("Dull Ember Adept", 1)
  -- W1 (2) + 2 Backups = 4: one more Backup; then the payment is complete (a 4th would be superfluous)
  act("Dull Gale Adept", 1)
  assert(find("Dawn Paragon", 1, "field"), "a Light card needs no element")
  assert(#filter(backups(1), function(b) return not is_tapped(b) end) == 1, "one Gale Adept stays active")
  assert(find("Dusk Tyrant", 1, "hand"))
end)
