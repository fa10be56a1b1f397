-- Lantern Monk (male, 3). Morning Calm: at the start of your turn, with HP below max HP, you may
-- recover 1 HP. turn_start (BW-15.6, digest §9), after the turn-start faction reveal (BW-0.3.2).

test("BW-12.7, BW-18.6, BW-13.4: hidden and wounded, Morning Calm is offered privately at its turn start", function()
  setup { players = 3, active = 3, p1 = faction_seat("BW", { hero = { "Lantern Monk" }, vars = { hp = 1, maxhp = 3 } }) }
  stock(4)
  pass(1)
  act("Keep them hidden", 1)
  reveal_and_use(1, "Morning Calm", { 2, 3 })
  act("Main", 1)
  assert(count("hero_up", 1) == 1 and pvar(1, "hp") == 2)
end)

test("BW-13.4: revealed at max HP, it is not offered", function()
  setup { players = 3, active = 3, p1 = { hero_up = { "Lantern Monk" }, vars = { mshow = 1, sshow = 1, hp = 3, maxhp = 3 } } }
  stock(4)
  pass(1)
  assert(decision().player == 1 and decision().kind == "priority", decision().prompt)
  assert(pvar(1, "hp") == 3 and count("hand", 1) == 2)
end)

test("BW-12.7: revealed and wounded, it is asked openly", function()
  setup { players = 3, active = 3, p1 = { hero_up = { "Lantern Monk" }, vars = { mshow = 1, sshow = 1, hp = 2, maxhp = 3 } } }
  stock(4)
  pass(1)
  assert(has_option("Use Morning Calm") and decision_view(2).kind ~= "private")
  act("Use Morning Calm", 1)
  assert(pvar(1, "hp") == 3)
end)
