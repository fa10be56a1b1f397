-- BW-S08: a faction wins with its dead member; rewards; the reveal at the
-- end (BW-16.1 b, BW-16.2, BW-13.7, BW-13.8). G = 5, T = 2: E (P5) BW and
-- D (P4) BB died earlier; A (P1) BW determined, B (P2) BW hidden, C (P3) WW
-- determined, at 1 HP (5 black and 5 white faction cards).

test("BW-S08, BW-13.7, BW-13.8, BW-16.1b, BW-16.2: A kills C, draws 1; A and B (BW, 2 <= T) win with dead E", function()
  setup { players = 5, active = 1,
          p1 = faction_seat("BW", "both", { hand = { "Thrust" } }),
          p2 = faction_seat("BW"),
          p3 = faction_seat("WW", "both", { hand = { "Shatter" }, hero = { "Vigil Keeper" }, vars = { hp = 1 } }),
          p4 = faction_seat("BB"),
          p5 = faction_seat("BW", "both") }
  stock(10)
  concede(5); concede(4)
  assert(not in_game(4) and not in_game(5) and not result().over, "E and D died earlier; BW and WW remain")
  local k = #log_lines()
  act("Use Thrust on P3", 1)
  -- 1. C's cards are revealed and discarded.
  assert(not in_game(3) and hero_shown(3) and count("faction_up", 3) == 2, "C's character and faction cards revealed")
  assert(count("hand", 3) == 0 and find("Shatter", nil, "discard"), "C's hand is discarded")
  -- 2. A's faction differs from C's: A draws 1 + 0 living WW = 1.
  assert(count("hand", 1) == 1, "A drew 1: " .. count("hand", 1))
  -- 3-5. The end: A and B are BW, no careerist, 2 <= T.
  local r = result()
  assert(r.over and not r.draw, "the game ends")
  assert(count("faction_up", 2) == 2 and count("faction", 2) == 0, "B's faction cards are revealed")
  assert(#r.winners == 3 and r.winners[1] == 1 and r.winners[2] == 2 and r.winners[3] == 5,
    "A, B and E win: " .. table.concat(r.winners, ","))
  for _, p in ipairs({ 1, 2, 5 }) do
    assert(r.reason:find("P" .. p .. " won: the BW faction wins, with its dead member (BW-16.1, BW-16.2)", 1, true), r.reason)
  end
  local want = { "P1 uses Thrust on P3", "P3 takes 1 damage from P1", "P3 is dying",
                 "P3 dies, killed by P1", "P3 loses: died", "P2's faction cards are revealed: BW (BW-16.1 b)" }
  local got = public_lines(k)
  for i, w in ipairs(want) do assert(got[i] == w, i .. ": " .. tostring(got[i])) end
end)

test("BW-13.8: killing one of the same faction costs the killer its hand and equipment", function()
  setup { players = 4, active = 1,
          p1 = faction_seat("BW", "both", { hand = { "Thrust", "Parry" }, equip = { "Quick Mare" } }),
          p2 = faction_seat("BW", "both", { vars = { hp = 1 } }),
          p3 = faction_seat("WB"),
          p4 = faction_seat("WB") }
  stock(10)
  act("Use Thrust on P2", 1)
  assert(not in_game(2) and count("hand", 1) == 0 and count("equip", 1) == 0, "A discards everything")
end)

test("BW-13.8: a killer with no determined faction gets nothing; a careerist killer draws 3", function()
  setup { players = 4, active = 1,
          p1 = faction_seat("BW", { hand = { "Thrust" } }),
          p2 = faction_seat("WB", "both", { vars = { hp = 1 } }),
          p3 = faction_seat("WB"),
          p4 = faction_seat("BW") }
  stock(10)
  act("Use Thrust on P2", 1)
  assert(not in_game(2) and count("hand", 1) == 0, "undetermined: no reward")
  setup { players = 4, active = 1,
          p1 = faction_seat("BW", "both", { hand = { "Thrust" }, marks = { "Lone Banner" }, vars = { career = 1 } }),
          p2 = faction_seat("BW", "both", { vars = { hp = 1 } }),
          p3 = faction_seat("WB"),
          p4 = faction_seat("WB") }
  stock(10)
  act("Use Thrust on P2", 1)
  assert(not in_game(2) and count("hand", 1) == 3, "a careerist draws 3: " .. count("hand", 1))
end)

test("BW-13.8: a different-faction kill draws 1 + the victim's living faction", function()
  setup { players = 4, active = 1,
          p1 = faction_seat("BW", "both", { hand = { "Thrust" } }),
          p2 = faction_seat("WB", "both", { vars = { hp = 1 } }),
          p3 = faction_seat("WB", "both"),
          p4 = faction_seat("BW") }
  stock(10)
  act("Use Thrust on P2", 1)
  assert(not in_game(2) and count("hand", 1) == 2, "1 + 1 living WB (P3): " .. count("hand", 1))
end)
