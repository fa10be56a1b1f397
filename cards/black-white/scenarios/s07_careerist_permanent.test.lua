-- BW-S07: room opens after a death; being a careerist is permanent
-- (BW-11.4, BW-4.13). G = 4: A, B BW determined, C a careerist (actually BW),
-- D BW with only its main card up (4 black and 4 white faction cards).

local function position()
  setup { players = 4, active = 3, p1 = faction_seat("BW", "both"), p2 = faction_seat("BW", "both"),
          p3 = faction_seat("BW", "both", { marks = { "Lone Banner" }, vars = { career = 1 } }),
          p4 = faction_seat("BW", "main") }
  stock(30)
end

test("BW-S07, BW-11.4, BW-4.13: after A's death, D determines BW as the second living non-careerist BW: not a careerist", function()
  position()
  concede(1)
  assert(not in_game(1) and not result().over, "B, C, D alive: a careerist and BW (BW-16.1)")
  until_asked(4, "Turn start: reveal a faction card? (BW-0.3.2)")
  act("Reveal your secondary faction card", 4)
  assert(faction_of(4) == "BW" and not is_career(4) and count("marks", 4) == 0, "B and D: 2 <= T = 2, D is BW")
  assert(is_career(3) and faction_of(3) == "careerist", "C stays a careerist")
  assert(same_faction(2, 4) and different_faction(3, 4) and different_faction(3, 2))
end)

test("BW-S07, BW-11.4: with A alive, the same reveal makes D a careerist (A, B, D: 3 > 2)", function()
  position()
  until_asked(4, "Turn start: reveal a faction card? (BW-0.3.2)")
  act("Reveal your secondary faction card", 4)
  assert(is_career(4) and faction_of(4) == "careerist", "the count is of the living")
  assert(different_faction(3, 4), "two careerists differ from each other")
end)
