-- Moss Hermit (male, 3). Regrowth: at the start of your finish phase, if your hand is empty, you
-- may draw 2 cards. phase_start:finish (digest §9).

test("BW-12.7, BW-18.6: hidden with an empty hand, Regrowth is offered privately and draws 2", function()
  setup { players = 3, p1 = faction_seat("BW", { hero = { "Moss Hermit" } }) }
  stock(4)
  pass(1)
  reveal_and_use(1, "Regrowth", { 2 })
  act("Main", 1)
  assert(count("hero_up", 1) == 1 and count("hand", 1) == 2)
end)

test("BW-18.3: revealed with a card in hand, it is not offered", function()
  setup { players = 3, p1 = { hero_up = { "Moss Hermit" }, hand = { "Parry" }, vars = { mshow = 1, sshow = 1 } },
          p2 = { vars = { mshow = 1, sshow = 1 } } }
  stock(4)
  pass(1)
  assert(decision().player == 2 and decision().kind == "priority", "on to P2's play phase: " .. decision().prompt)
  assert(count("hand", 1) == 1)
end)
