-- Knight's Creed: "Forwards with Job Knight gain +2000 power."
test("Knights on both sides gain +2000; others do not (FF-11.12.4.6 L3 before L5)", function()
  setup { p1 = { field = { "Knight's Creed", "Glacier Sentinel", "Cinder Vanguard" } }, p2 = { field = { "Stone Warden" } } }
  assert(power(find("Glacier Sentinel", 1, "field")) == 11000)
  assert(power(find("Stone Warden", 2, "field")) == 10000)
  assert(power(find("Cinder Vanguard", 1, "field")) == 7000)
end)
