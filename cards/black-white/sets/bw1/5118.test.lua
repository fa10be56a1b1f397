-- Thorn Warden (male, 4). Barbs: after you take damage from a character, you may make it discard
-- 1 hand card at random. damage_received (BW-13.2); "make discard" (BW-12.5).

test("BW-12.7, BW-18.6, BW-12.5: hidden, Barbs is offered privately; its source discards a card at random", function()
  setup { players = 3, p1 = { hand = { "Thrust", "Parry" } },
          p2 = faction_seat("BW", { hero = { "Thorn Warden" } }) }
  act("Use Thrust on P2", 1)
  reveal_and_use(2, "Barbs", { 1, 3 })
  act("Secondary", 2)
  assert(count("hero_up", 2) == 1 and pvar(2, "sshow") == 1)
  assert(count("hand", 1) == 0 and count("discard") == 2, "P1's last card (the Parry) is discarded")
end)

test("BW-18.3: revealed, Barbs is not offered when the source holds no hand card", function()
  setup { players = 3, p1 = { hand = { "Thrust" } }, p2 = { hero_up = { "Thorn Warden" }, vars = { mshow = 1 } } }
  act("Use Thrust on P2", 1)
  assert(pvar(2, "hp") == 3)
  assert(decision().player == 1 and decision().kind == "priority", "no Barbs question")
end)
