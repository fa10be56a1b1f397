-- Dune Raider (female, 4). Plunder: after your Thrust deals damage to a character, you may gain 1
-- card at random from its hand. damage_dealt (BW-13.2); gain, blind (BW-12.5).

test("BW-13.2, BW-12.5, BW-12.7, BW-18.6: hidden, Plunder is offered privately; it takes a card from the target's hand", function()
  setup { players = 3, p1 = faction_seat("BW", { hero = { "Dune Raider" }, hand = { "Thrust" } }),
          p2 = { hand = { "Remedy" } } }
  act("Use Thrust on P2", 1)
  reveal_and_use(1, "Plunder", { 2 })
  act("Main", 1)
  assert(count("hand", 2) == 0 and #in_hand(1, "remedy") == 1)
end)

test("BW-13.2: not offered when the target has no hand card", function()
  setup { players = 3, p1 = { hero_up = { "Dune Raider" }, hand = { "Thrust" }, vars = { mshow = 1 } } }
  act("Use Thrust on P2", 1)
  assert(pvar(2, "hp") == 3 and decision().player == 1 and decision().kind == "priority")
end)
