-- FF-S09: party legality (FF-10.1.2.1, FF-15.1.1.9.2-3).
test("FF-S09 (FF-15.1.1.9.2): Fire + Earth without the party icon: no party", function()
  setup { step = "declare", p1 = { field = { "Cinder Vanguard", "Quarry Bruiser" } } }
  assert(has_option("Attack with Cinder Vanguard") and not has_option("Attack with a party"))
end)
test("FF-S09 (FF-10.1.2.1.1, FF-15.1.1.9.3): a Forward played this turn without Haste cannot join", function()
  setup { step = "declare", p1 = { field = { "Cinder Vanguard", { "Cinder Scout", vars = { since = 3 } } } } }
  assert(not has_option("Attack with a party") and not has_option("Attack with Cinder Scout"))
end)
test("FF-S09 (FF-15.1.1.9.2): Vanguard with a Water Forward that has the party icon: legal", function()
  setup { step = "declare", p1 = { field = { "Cinder Vanguard", "Harbor Mercenary" } } }
  act("Attack with a party", 1)
  act("Cinder Vanguard", 1)
  assert(var(find("Harbor Mercenary", 1, "field"), "attacking") == 1)
end)
