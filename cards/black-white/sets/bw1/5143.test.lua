-- Hollow Piper (female, 3). Siren Tune: at the start of your draw phase, you may gain 1 card at
-- random from the hand of another character holding more hand cards than you. phase_start:draw.

test("BW-12.7, BW-18.6, BW-12.5: hidden, Siren Tune is offered privately; it gains a card from a larger hand", function()
  setup { players = 3, active = 3, p1 = faction_seat("BW", { hero = { "Hollow Piper" }, vars = { hp = 3, maxhp = 3 } }),
          p2 = { hand = { "Remedy" } } }
  stock(4)
  pass(1)
  act("Keep them hidden", 1)
  reveal_and_use(1, "Siren Tune", { 2 })
  act("Main", 1)                               -- P2 is the only larger hand
  assert(count("hand", 2) == 0 and #in_hand(1, "remedy") == 1)
  assert(decision().kind == "priority" and count("hand", 1) == 3, "then the draw phase's 2")
end)

test("BW-15.3: not offered when no other hand is larger", function()
  setup { players = 3, active = 3, p1 = { hero_up = { "Hollow Piper" }, hand = { "Parry" }, vars = { mshow = 1, sshow = 1 } },
          p2 = { hand = { "Remedy" } } }
  stock(4)
  pass(1)
  assert(decision().player == 1 and decision().kind == "priority", decision().prompt)
  assert(count("hand", 1) == 3 and count("hand", 2) == 1)
end)
