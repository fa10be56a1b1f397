-- Cataclysm: "Break all the Forwards."
test("every Forward is broken at once; Backups stay", function()
  setup { p1 = { hand = { "Cataclysm", "Quarry Bruiser", "Stone Curse", "Stone Warden" }, field = { "Cinder Vanguard" } },
          p2 = { field = { "Quarry Bruiser", "Rime Adept" } } }
  act("Cast Cataclysm", 1)
  pass(2)
  assert(#forwards() == 0 and find("Rime Adept", 2, "field"))
  assert(find("Cinder Vanguard", 1, "break") and find("Quarry Bruiser", 2, "break"))
end)
