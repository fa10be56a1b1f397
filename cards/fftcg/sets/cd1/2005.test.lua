-- Banner Captain: "Forwards you control gain +1000 power."
test("its controller's Forwards gain +1000, the opponent's do not (FF-11.9, L5b)", function()
  setup { p1 = { field = { "Banner Captain", "Cinder Vanguard" } }, p2 = { field = { "Cinder Vanguard" } } }
  assert(power(find("Cinder Vanguard", 1, "field")) == 8000)
  assert(power(find("Cinder Vanguard", 2, "field")) == 7000)
end)
