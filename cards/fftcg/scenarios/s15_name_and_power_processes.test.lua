-- FF-S15: rule processes for duplicate names and power <= 0 (FF-7.7.3, FF-12.4.6, FF-12.4.4, FF-6.2.6.2, FF-15.1.1.3.2).
test("FF-S15a (FF-7.7.3): a second Vesper Lancer cannot be played", function()
  setup { p1 = { field = { "Vesper Lancer" }, hand = { "Vesper Lancer", "Gale Archer" } }, p2 = { field = { "Vesper Lancer" } } }
  assert(not has_option("Play Vesper Lancer"))
end)
test("FF-S15b (FF-6.2.6.2, FF-12.4.6): Mind Tether takes P2's Lancer: both go to their owners' break zones, not broken", function()
  setup { p1 = { field = { "Vesper Lancer" }, hand = { "Mind Tether", "Spark Courier", "Static Snare" } }, p2 = { field = { "Vesper Lancer" } } }
  act("Cast Mind Tether", 1)
  pass(2)
  assert(find("Vesper Lancer", 1, "break") and find("Vesper Lancer", 2, "break"), "each to its owner's break zone")
  for _, l in ipairs(log_lines()) do assert(not l:find("is broken"), l) end
end)
test("FF-S15c (FF-7.7.3): three Militia Pikemen and a fourth: legal", function()
  setup { p1 = { field = { "Militia Pikeman", "Militia Pikeman", "Militia Pikeman" }, hand = { "Militia Pikeman", "Stone Curse" } } }
  act("Play Militia Pikeman", 1)
  assert(#forwards(1) == 4)
end)
test("FF-S15d (FF-12.4.4, FF-15.1.1.3.2): Stone Curse N = 0: Vanguard goes to the break zone, not broken; Ember Adept triggers", function()
  setup { p1 = { field = { "Cinder Vanguard", "Ember Adept" } },
          p2 = { hand = { "Stone Curse", "Quarry Bruiser" } } }
  pass(1)
  act("Cast Stone Curse", 2)
  pass(2)
  act("0", 2)
  assert(find("Cinder Vanguard", 1, "break"))
  assert(chain_size() == 1 and chain_link(1).label:find("Ember Adept"), "Ember Adept watches put_into_break_zone")
  for _, l in ipairs(log_lines()) do assert(not l:find("is broken"), l) end
end)
