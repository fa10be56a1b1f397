-- FF-S25: end-phase order: triggers, discard, simultaneous clean-up (FF-9.5.1.1-5).
test("FF-S25 (FF-9.5.1.1-5): delayed ability first; discard to 5; damage removal and +2000 end together; Vanguard survives", function()
  setup { step = "main2",
          p1 = { field = { "Cinder Vanguard", "Tide Adept", "Ember Adept" },
                 hand = { "Rally Cry", "Receding Tide", "Cinder Scout", "Cinder Scout", "Cinder Scout", "Cinder Scout", "Cinder Scout", "Cinder Scout", "Cinder Scout", "Cinder Scout" } },
          p2 = { field = { "Quarry Bruiser" } } }
  local v = find("Cinder Vanguard", 1, "field")
  act("Cast Rally Cry", 1)
  act("Cinder Vanguard", 1)
  act("Dull Ember Adept", 1)
  pass(2)
  act("Cast Receding Tide", 1)
  act("Quarry Bruiser", 1)
  act("Dull Tide Adept", 1)
  act("Cinder Scout", 1)
  pass(2)
  set_var(v, "damage", 8000)                -- 8000 marked, power 9000
  assert(power(v) == 9000 and count("hand", 1) == 7)
  pass(2)                                   -- main phase 2 ends
  assert(step() == "end" and chain_size() == 1, "1. the delayed ability is on the stack")
  pass(2)
  assert(find("Quarry Bruiser", 2, "hand"))
  pass(2)                                   -- 2. discard 2, no stack
  act("Cinder Scout", 1)
  act("Cinder Scout", 1)
  assert(count("hand", 1) == 5)
  -- 3. clean-up: both at once; 4. nothing waits; 5. P2's turn
  assert(turn() == 4 and active_player() == 2, "P2's turn began")
  assert(find("Cinder Vanguard", 1, "field") and var(find("Cinder Vanguard", 1, "field"), "damage") == 0, "Vanguard survived")
end)
