-- Mirror Knight: "Mirror Knight's power becomes 6000."
test("printed 4000, its power becomes 6000; + modifications still apply (FF-16.10)", function()
  setup { p1 = { field = { "Mirror Knight", "Banner Captain" } } }
  local k = find("Mirror Knight", 1, "field")
  assert(printed(k, "power") == 4000)
  assert(power(k) == 7000, "6000 + 1000: " .. power(k))
end)
