-- FF-S01: CP: excess from discards is allowed (FF-5.2.1.3.1, FF-11.4.6.1, FF-16.3).
test("FF-S01 (FF-5.2.1.3.1, FF-11.4.6.1, FF-16.3): Vanguard (3) paid with two Fire discards (4 CP): legal, 1 CP lost", function()
  setup { p1 = { hand = { "Cinder Vanguard", "Cinder Scout", "Rally Cry" } } }
  act("Play Cinder Vanguard", 1)
  local v = find("Cinder Vanguard", 1, "field")
  assert(v and not is_tapped(v), "Vanguard enters active (FF-16.1)")
  assert(find("Cinder Scout", 1, "break") and find("Rally Cry", 1, "break"), "F1 and F2 in the break zone")
  assert(decision().player == 1 and decision().kind == "priority" and chain_size() == 0, "P1 has priority (FF-11.4.8)")
end)
