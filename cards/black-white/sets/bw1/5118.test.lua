-- Thorn Warden (male, 4). Barbs: after you take damage from a character, you may make it discard
-- 1 hand card at random. damage_received (BW-13.2); "make discard" (BW-12.5).

test("BW-12.7, BW-18.6, BW-12.5: hidden, Barbs is offered privately; its source discards a card at random", function()
  setup { players = 3, p1 = { hand = { "Thrust", "Parry" } },
          p2 = { hero = { "Thorn Warden" }, faction = { "Black Seal", "White Seal" }, vars = { main = 1, sec = 2 } } }
  act("Use Thrust on P2", 1)
  assert(decision().player == 2 and has_option("Reveal and use Barbs"), decision().prompt)
  assert(decision_view(1).kind == "private" and decision_view(3).kind == "private")
  act("Reveal and use Barbs", 2)
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
