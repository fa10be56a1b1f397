-- The attack declaration step (FF-10.1.2): declaring no attack ends the attack phase
-- with no priority window (FF-10.1.2.7 [INTERPRETATION]).
test("FF-10.1.2.7: the TP declares no attack: main phase 2 begins, the NTP is not asked", function()
  setup { step = "declare", p1 = { field = { "Cinder Vanguard" } }, p2 = { field = { "Frost Lancer" } } }
  assert(decision().player == 1 and has_option("Attack with Cinder Vanguard"))
  pass(1)
  assert(step() == "main2" and decision().player == 1, "straight to main phase 2, P1 has priority")
end)
test("FF-10.1.2.7, FF-10.1.4.6: after an attack the TP may attack again or stop; stopping asks nobody else", function()
  setup { step = "declare", p1 = { field = { "Cinder Vanguard", "Cinder Scout" } }, p2 = { field = {} } }
  act("Attack with Cinder Vanguard", 1)
  pass(2)                                   -- attacking
  pass(2)                                   -- block step (no blocker)
  pass(2)                                   -- damage: 1 damage
  assert(step() == "declare" and decision().player == 1 and has_option("Attack with Cinder Scout"))
  pass(1)
  assert(step() == "main2" and decision().player == 1)
end)
