-- Cinder Vanguard: a vanilla Fire Forward.
test("plays for 3 with a Fire CP, enters active with 7000 power (FF-11.4, FF-11.4.6.1, FF-16.1)", function()
  setup { p1 = { hand = { "Cinder Vanguard", "Cinder Scout", "Ember Adept" } } }
  act("Play Cinder Vanguard", 1)
  -- Scout + Adept (4 CP, excess 1) is the only legal payment: asked of nobody
  local v = find("Cinder Vanguard", 1, "field")
  assert(v and not is_tapped(v), "Vanguard entered active")
  assert(power(v) == 7000 and element(v) == "fire" and is_forward(v), "7000 Fire Forward")
  assert(count("break", 1) == 2, "two discards paid (excess 1 CP lost, FF-5.2.1.3.1)")
  assert(decision().player == 1 and decision().kind == "priority", "the TP has priority (FF-11.4.8)")
end)
