-- Amber Sage (female, 3). Foresight: at the start of your draw phase, if your hand is smaller
-- than your HP, you may draw 1 card. phase_start:draw; HP value BW-4.4.

test("BW-12.7, BW-18.6, BW-4.4: hidden, with fewer cards than HP, Foresight is offered privately", function()
  setup { players = 3, active = 3, p1 = { hero = { "Amber Sage" }, hand = { "Parry" }, faction = { "Black Seal", "White Seal" },
          vars = { main = 1, sec = 2, hp = 3, maxhp = 3, mshow = 1 } } }
  stock(4)
  pass(1)
  act("Keep them hidden", 1)
  reveal_and_use(1, "Foresight", { 2 })
  assert(count("hero_up", 1) == 1 and count("hand", 1) == 4, "1 + 1 + 2")
end)

test("BW-4.4: revealed, with as many cards as HP, it is not offered", function()
  setup { players = 3, active = 3, p1 = { hero_up = { "Amber Sage" }, hand = { "Parry", "Parry" },
          vars = { hp = 2, maxhp = 3, mshow = 1, sshow = 1 } } }
  stock(4)
  pass(1)
  assert(decision().player == 1 and decision().kind == "priority", decision().prompt)
  assert(count("hand", 1) == 4)
end)
