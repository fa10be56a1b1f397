-- BW-S24: a two-player game (BW-6.2, BW-11.4, BW-16.1). A (P1) and B (P2),
-- G = 2, T = 1: one black and one white faction card each, both BW with the
-- main card up (a turn start reveals one card at a time: BW-0.3.2).

local function main_up(hp)
  return faction_seat("BW", "main", { vars = { hp = hp } })
end

test("BW-S24, BW-6.2, BW-4.8: each is the other's previous and next, at distance 1", function()
  setup { players = 2 }
  assert(next_player(1) == 2 and next_player(2) == 1)
  assert(distance(1, 2) == 1 and distance(2, 1) == 1 and in_range(1, 2) and in_range(2, 1))
end)

test("BW-S24, BW-16.1, BW-11.4: no end at the start (2 > T = 1); A determines BW, then B becomes a careerist; B's kill wins alone", function()
  setup { players = 2, active = 2, p1 = main_up(1), p2 = main_up() }
  stock(40)
  assert(not result().over, "two BW alive: 2 > T = 1")
  until_asked(1, "Turn start: reveal a faction card? (BW-0.3.2)")
  act("Reveal your secondary faction card", 1)
  assert(faction_of(1) == "BW" and not is_career(1), "the first to determine is BW (1 <= T)")
  until_asked(2, "Turn start: reveal a faction card? (BW-0.3.2)")
  act("Reveal your secondary faction card", 2)
  assert(is_career(2) and faction_of(2) == "careerist", "the second is a careerist (2 > T)")
  assert(not result().over)
  until_asked(2, "Take an action or pass")
  act("Use Thrust on P1", 2)
  local r = result()
  assert(r.over and #r.winners == 1 and r.winners[1] == 2, "the careerist, last alive, wins alone")
end)

test("BW-S24, BW-16.1a: the other way round, A's kill wins for A's faction (without the careerist)", function()
  setup { players = 2, active = 1,
          p1 = faction_seat("BW", "both", { hand = { "Thrust" } }),
          p2 = faction_seat("BW", "both", { marks = { "Lone Banner" }, vars = { career = 1, hp = 1 } }) }
  stock(10)
  act("Use Thrust on P2", 1)
  local r = result()
  assert(r.over and #r.winners == 1 and r.winners[1] == 1, "A wins: " .. table.concat(r.winners, ","))
  assert(r.reason:find("P1 won: the BW faction wins", 1, true), r.reason)
end)
