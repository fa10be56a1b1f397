-- FF-S21: Haste, the dull-icon restriction, Monsters (FF-10.1.2.1.1, FF-11.6.2.2, FF-15.2.2, FF-16.7).
test("FF-S21 (FF-10.1.2.1.1, FF-15.2.2, FF-16.7): played this turn: Scout cannot attack; Runner can and may use its dull ability; Golem's ability is usable", function()
  -- since = 3: they entered the field this turn (turn 3)
  setup { p1 = { field = { { "Cinder Scout", vars = { since = 3 } }, { "Gale Runner", vars = { since = 3 } },
                                           { "Ridge Golem", vars = { since = 3 } } } } }
  assert(has_option("Use Gale Runner"), "Haste: the dull icon is payable at once (FF-15.2.2.3)")
  assert(has_option("Use Ridge Golem"), "Monsters are not restricted (FF-16.7)")
  assert(not can_attack(find("Cinder Scout", 1, "field")))
  assert(can_attack(find("Gale Runner", 1, "field")))
end)
test("FF-S21 later (FF-16.19): P2 takes Runner in P2's main phase and uses its dull ability at once; a non-Haste Forward could not", function()
  setup { active = 2, p1 = { field = { "Gale Runner", "Cinder Vanguard" } },
          p2 = { hand = { "Mind Tether", "Spark Courier", "Static Snare" } } }
  act("Cast Mind Tether", 2)
  act("Gale Runner", 2)
  pass(2)
  assert(controller(find("Gale Runner", 1, "field")) == 2)
  assert(has_option("Use Gale Runner"))
  -- a Forward without Haste whose control changed this turn (since = this turn)
  local v = find("Cinder Vanguard", 1, "field")
  set_var(v, "since", turn())
  assert(not dull_icon_ok(v), "controlled since this turn, no Haste: no dull icon (FF-11.6.2.2)")
end)
