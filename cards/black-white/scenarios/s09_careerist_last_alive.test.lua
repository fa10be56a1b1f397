-- BW-S09: a careerist must be the last one alive; too many survivors of one
-- faction play on (BW-0.1, BW-16.1). G = 4, T = 2, 4 black and 4 white
-- faction cards.

local function bw_up(hp)
  return faction_seat("BW", "both", { vars = { hp = hp } })
end

test("BW-S09a, BW-0.1, BW-16.1a: D dies, two teams play on; C kills A then B and wins alone", function()
  setup { players = 4, active = 3, p1 = bw_up(1), p2 = bw_up(1),
          p3 = faction_seat("BW", "both", { hand = { "Thrust", "Thrust" }, marks = { "Lone Banner" }, vars = { career = 1, tlimit = 2 } }),
          p4 = faction_seat("WB", "both") }
  stock(20)
  concede(4)
  assert(not in_game(4) and not result().over, "BW (A, B) and the careerist C: play goes on")
  act("Use Thrust on P1", 3)
  assert(not in_game(1) and not result().over, "B and C: still two teams")
  assert(count("hand", 3) == 1 + 3, "the careerist killer drew 3 (BW-13.8)")
  act("Use Thrust on P2", 3)
  local r = result()
  assert(r.over and #r.winners == 1 and r.winners[1] == 3, "C alone wins: " .. table.concat(r.winners, ","))
  assert(r.reason:find("P3 won: the careerist is the last one alive (BW-16.1 a)", 1, true), r.reason)
end)

test("BW-S09a, BW-16.2: a careerist's actual faction wins nothing: BW survivors win without it", function()
  setup { players = 4, active = 1,
          p1 = faction_seat("BW", "both", { hand = { "Thrust" } }),
          p2 = bw_up(),
          p3 = faction_seat("BW", "both", { marks = { "Lone Banner" }, vars = { career = 1, hp = 1 } }),
          p4 = faction_seat("WB", "both") }
  stock(20)
  concede(4)
  act("Use Thrust on P3", 1)
  local r = result()
  assert(r.over and #r.winners == 2 and r.winners[1] == 1 and r.winners[2] == 2, "A and B, not C: " .. table.concat(r.winners, ","))
end)

test("BW-S09b, BW-16.1: A, B determined and C hidden, all BW: 3 > T, play goes on; C's two reveals make it a careerist", function()
  setup { players = 4, active = 2, p1 = bw_up(), p2 = bw_up(),
          p3 = faction_seat("BW"),
          p4 = faction_seat("WB") }
  stock(40)
  concede(4)
  assert(not result().over, "three BW alive, T = 2: the game continues")
  until_asked(3, "Turn start: reveal a faction card? (BW-0.3.2)")
  act("Reveal your main faction card", 3)
  assert(not determined(3) and not is_career(3) and not result().over)
  until_asked(3, "Turn start: reveal a faction card? (BW-0.3.2)")
  act("Reveal your secondary faction card", 3)
  assert(is_career(3) and not result().over, "C becomes a careerist; BW (A, B) and C play on")
end)
