-- Coverage: the turn's phases and who gets priority.

test("FF-9, FF-9.3.1.1, FF-9.3.1.2, FF-9.4, FF-10.1, FF-10.1.1, FF-10.1.1.2: main phase 1 ends on two passes with the stack empty; then the attack phase's preparation, where the TP has priority and may cast", function()
  setup { p1 = { field = { "Cinder Vanguard" }, hand = { "Rally Cry", "Cinder Scout" } } }
  assert(step() == "main1" and decision().player == 1)
  pass(1)
  assert(step() == "main1" and decision().player == 2, "one pass does not end the phase")
  pass(1)
  assert(step() == "attack", "two passes in a row with an empty stack: the attack phase")
  assert(decision().player == 1 and has_option("Cast Rally Cry"), "the TP has priority and may cast a summon")
  assert(not has_option("Play Cinder Scout"), "no characters are played in the attack phase")
  pass(2)
  assert(step() == "declare" and has_option("Attack with Cinder Vanguard"))
  pass(1)
  assert(step() == "main2", "after the attack phase comes main phase 2 (FF-9.3.1.1)")
  assert(has_option("Play Cinder Scout"), "a main phase again")
end)

test("FF-9.3.1.2, FF-11.1.7: a pass, an action, then one pass does not end main phase 1", function()
  setup { p1 = { hand = { "Cinder Scout", "Ashen Herald" } }, p2 = { hand = { "Rally Cry", "Cinder Vanguard" }, field = { "Cinder Vanguard" } } }
  pass(1)
  act("Cast Rally Cry", 2)               -- its only target is chosen and paid unasked
  assert(chain_size() == 1 and decision().player == 2, "the caster keeps priority (FF-11.3.8)")
  pass(2)                                   -- Rally Cry resolves
  assert(step() == "main1" and chain_size() == 0, "the stack was not empty at the passes: still main phase 1")
  assert(decision().player == 1, "after a resolution the TP has priority (FF-11.1.5)")
end)

test("FF-6.1.3, FF-9.3.1.4, FF-9.5, FF-9.5.1: the end phase, then the other player's turn: they are the TP and get main phase 1's priority", function()
  setup { step = "main2", p1 = { field = { "Cinder Vanguard" } }, p2 = { field = { { "Quarry Bruiser", tapped = true } } } }
  assert(active_player() == 1)
  pass(2)
  assert(step() == "end" or active_player() == 2, "main phase 2 ends in the end phase")
  while active_player() == 1 and not result().over do pass(1) end
  assert(turn() == 4 and active_player() == 2, "P2 is the TP")
  assert(step() == "main1" and decision().player == 2 and decision().kind == "priority", "the new TP gets main phase 1's first priority")
  assert(not is_tapped(find("Quarry Bruiser", 2, "field")), "P2's cards were activated in its active phase")
end)

test("FF-9.2, FF-9.2.1.1, FF-9.2.1.2: the draw phase: the TP draws 2, nobody gets priority there", function()
  setup { step = "main2", p2 = { hand = { "Cinder Scout" } } }
  pass(2)
  while active_player() == 1 and not result().over do
    assert(step() ~= "draw", "no priority in P1's draw phase")
    pass(1)
  end
  assert(count("hand", 2) == 3, "P2 drew 2: " .. count("hand", 2))
  assert(step() == "main1" and decision().player == 2)
end)

test("FF-9.3.1.6, FF-9.3.1.7, FF-11.6: the NTP with priority in the TP's main phase may cast a summon and use an action ability", function()
  setup { p1 = { field = { "Cinder Vanguard" } },
          p2 = { field = { "Zephyr Sage", { "Quarry Bruiser", tapped = true } }, hand = { "Rally Cry", "Cinder Scout" } } }
  pass(1)
  assert(decision().player == 2)
  assert(has_option("Cast Rally Cry"), "a summon in the opponent's main phase")
  assert(has_option("Use Zephyr Sage"), "an action ability in the opponent's main phase")
  assert(not has_option("Play Cinder Scout"), "but no character (FF-11.4.1)")
  act("Use Zephyr Sage", 2)
  act("Quarry Bruiser", 2)
  assert(chain_size() == 1 and is_tapped(find("Zephyr Sage", 2, "field")))
  pass(2)
  assert(not is_tapped(find("Quarry Bruiser", 2, "field")), "the ability resolved: Bruiser is activated (FF-15.1.1.1)")
end)

test("FF-9.5.1.1, FF-11.1.2: as the end phase begins its trigger is stacked and the TP gets priority; there a player may only pass", function()
  setup { step = "main2", p1 = { field = { "Zephyr Sage", { "Cinder Vanguard", tapped = true } }, hand = { "Rally Cry", "Cinder Scout", "Receding Tide", "Tide Adept" } },
          p2 = { field = { "Quarry Bruiser" } } }
  act("Cast Receding Tide", 1)
  act("Quarry Bruiser", 1)
  pass(2)                                   -- the delayed ability waits for the end of the turn
  assert(has_option("Cast Rally Cry") and has_option("Use Zephyr Sage"), "both are possible in main phase 2")
  pass(2)                                   -- main phase 2 ends
  assert(step() == "end" and chain_size() == 1 and decision().player == 1)
  assert(#decision().options == 1, "only Pass: " .. table.concat(decision().options, ", "))
end)

test("FF-9.3.1.5: the TP may play a character only with the stack empty", function()
  setup { p1 = { field = { "Cinder Vanguard" }, hand = { "Rally Cry", "Cinder Scout", "Ashen Herald", "Warrant Officer" } } }
  assert(has_option("Play Cinder Scout"))
  act("Cast Rally Cry", 1)
  while decision().kind ~= "priority" do answer(1) end
  assert(chain_size() == 1 and decision().player == 1)
  assert(not has_option("Play Cinder Scout") and not has_option("Play Ashen Herald"), "no play with a summon on the stack")
end)

test("FF-9.2.1.3: the first player's first draw phase draws 1 card", function()
  setup { turn = 1, step = "draw" }
  assert(count("hand", 1) == 1, "drew " .. count("hand", 1))
end)

test("FF-9.5.1.3, FF-9.5.1.3.1, FF-9.5.1.5: at the end of the turn damage leaves every field card, then the opponent's turn begins", function()
  setup { step = "main2", p1 = { field = { "Cinder Vanguard" } }, p2 = { field = { "Quarry Bruiser" } } }
  set_var(find("Cinder Vanguard", 1, "field"), "damage", 3000)
  set_var(find("Quarry Bruiser", 2, "field"), "damage", 6000)
  pass(2)
  while active_player() == 1 and not result().over do pass(1) end
  assert(var(find("Cinder Vanguard", 1, "field"), "damage") == 0 and var(find("Quarry Bruiser", 2, "field"), "damage") == 0)
  assert(turn() == 4 and active_player() == 2)
end)

test("FF-9.3, FF-9.3.1.3: a delayed ability waiting for the TP's turn is stacked as main phase 1 begins, before anyone has priority", function()
  setup { p1 = { hand = { "Morning Tithe", "Quarry Bruiser" } } }
  act("Cast Morning Tithe", 1)
  pass(2)
  local t = turn()
  while turn() < t + 2 do pass(1) end
  assert(active_player() == 1 and step() == "main1" and chain_size() == 1 and decision().player == 1)
end)
