-- Rally Cry: "Choose 1 Forward. It gains +2000 power until the end of the turn."
test("+2000 until end of turn (FF-9.5.1.3.2)", function()
  setup { p1 = { hand = { "Rally Cry", "Cinder Scout" }, field = { "Cinder Vanguard" } } }
  act("Cast Rally Cry", 1)
  pass(2)
  local v = find("Cinder Vanguard", 1, "field")
  assert(power(v) == 9000, "9000: " .. power(v))
  end_duration("end_of_turn")
  assert(power(v) == 7000)
end)
