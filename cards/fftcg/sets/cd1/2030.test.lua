-- Guardian Idol: a Forward its controller controls goes to hand instead of the break zone.
test("a broken Forward returns to its owner's hand; no break trigger (FF-11.12.5.4, FF-11.8.15)", function()
  setup { p1 = { hand = { "Night Harvest", "Cinder Scout", "Cinder Vanguard" } },
          p2 = { field = { "Guardian Idol", "Frost Lancer" } } }
  act("Cast Night Harvest", 1)
  pass(2)
  assert(find("Frost Lancer", 2, "hand") and not find("Frost Lancer", 2, "break"))
  assert(chain_size() == 0, "Frost Lancer's put-into-break-zone ability did not trigger")
end)
