-- FF-S13: layers: control before power; set-to-value before modifications (FF-11.12.4.6, FF-16.10, FF-11.3.10).
test("FF-S13 (FF-11.12.4.6, FF-16.10, FF-9.5.1.3.2): 8000, 3000, 5000, 4000, then 7000 under P2 at end of turn", function()
  setup {
          p1 = { field = { "Banner Captain" }, hand = { "Mind Tether", "Spark Courier", "Volt Adept", "Rally Cry", "Cinder Scout" } },
          p2 = { field = { "Quarry Bruiser" }, hand = { "Stone Curse", "Stone Curse", "Militia Pikeman", "Stone Warden" } } }
  local b = find("Quarry Bruiser", 2, "field")
  act("Cast Mind Tether", 1)
  act("Discard Spark Courier", 1)
  act("Discard Volt Adept", 1)
  pass(2)
  assert(controller(b) == 1 and power(b) == 8000, "1. L1 first: Banner Captain applies: " .. power(b))
  pass(1)                                   -- P2 gets priority in P1's main phase
  act("Cast Stone Curse", 2)
  act("Discard Militia Pikeman", 2)
  pass(2)
  act("2000", 2)
  assert(power(b) == 3000, "2. set 2000 + 1000: " .. power(b))
  act("Cast Rally Cry", 1)
  act("Discard Cinder Scout", 1)
  pass(2)
  assert(power(b) == 5000, "3. + 2000: " .. power(b))
  pass(1)
  act("Cast Stone Curse", 2)
  pass(2)
  act("1000", 2)
  assert(power(b) == 4000, "4. the later set wins: 1000 + 1000 + 2000: " .. power(b))
  while turn() == 3 do pass(1) end
  assert(controller(b) == 2 and power(b) == 7000, "5. back to P2 at 7000")
end)
