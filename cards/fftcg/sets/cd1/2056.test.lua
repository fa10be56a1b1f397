-- Shade Reaver: "Damage 3 -- Shade Reaver gains +2000 power."
test("works only while its controller has 3 or more damage (FF-15.2.6)", function()
  setup { p1 = { field = { "Shade Reaver" }, damage = { "Cinder Scout", "Cinder Scout" } } }
  assert(power(find("Shade Reaver", 1, "field")) == 7000)
  setup { p1 = { field = { "Shade Reaver" }, damage = { "Cinder Scout", "Cinder Scout", "Cinder Scout" } } }
  assert(power(find("Shade Reaver", 1, "field")) == 9000)
end)
