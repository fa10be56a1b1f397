-- Smoke tests: the opening, a dodged Thrust, deaths ending in a faction win,
-- a concession. (The digest's scenarios BW-S01 to BW-S25 come later.)

test("BW-0.2, BW-11.2, BW-0.3.7: a 5-player game starts with hidden characters and factions", function()
  setup { players = 5 }
  deal(true)                              -- the opening, with random choices
  local colours = 0
  for p = 1, 5 do
    assert(count("hero", p) == 1 and count("hero_up", p) == 0, "P" .. p .. ": one hidden character")
    assert(count("faction", p) == 2 and count("faction_up", p) == 0, "P" .. p .. ": two hidden faction cards")
    assert(pvar(p, "mshow") == 0 and pvar(p, "sshow") == 0 and not determined(p), "no faction yet")
    assert(pvar(p, "hp") == get(hero(p), "max_hp") and pvar(p, "hp") == pvar(p, "maxhp"), "HP card at max HP (BW-0.2.3)")
    assert(count("hand", p) == 4, "4 cards each (BW-0.2.4)")
    colours = colours + pvar(p, "main") + pvar(p, "sec")
  end
  assert(colours == 5 * 1 + 5 * 2, "G black and G white faction cards (BW-0.2.2)")
  assert(count("deck") == 104 - 20, "the rest of the 104 cards form the deck: " .. count("deck"))
  assert(count("pool") == #component("characters") - 5, "the characters not kept are back in the pool")
  assert(gvar("g") == 5)
end)

test("BW-12.8, BW-7.7: a Thrust is offset by the target's Parry, asked privately", function()
  setup { players = 3, p1 = { hand = { "Thrust" } }, p2 = { hand = { "Parry" } }, p3 = { hand = { "Parry" } } }
  act("Use Thrust on P2", 1)
  local d = decision()
  assert(d.player == 2 and d.prompt:find("Parry"), d.prompt)
  assert(decision_view(1).kind == "private", "the others do not see the question")
  act("Parry", 2)
  assert(pvar(2, "hp") == 4, "offset: no damage")
  assert(count("discard") == 2 and count("hand", 2) == 0 and count("hand", 3) == 1, "P3 was never asked")
  assert(decision().player == 1 and decision().kind == "priority")
  assert(not has_option("Use Thrust"), "one Thrust per play phase (BW-15.4)")
end)

-- Every private question up to the next priority offer, declined (no one
-- here holds a Parry or a Remedy: each is asked anyway, BW-18.6).
local function all_decline()
  while not result().over and decision().kind ~= "priority" do answer(#decision().options) end
end

test("BW-13.7, BW-16.1 b, BW-16.2: deaths end in a faction win, with its dead member", function()
  setup { players = 4,
          p1 = faction_seat("BW", { hand = { "Thrust", "Thrust", "Thrust" }, equip = { "Horn Bow" }, vars = { tlimit = 3 } }),   -- three Thrusts this phase (as War Beat allows)
          p2 = faction_seat("WB", { vars = { hp = 1 } }),
          p3 = faction_seat("BW", { vars = { hp = 1 } }),
          p4 = faction_seat("WB", { vars = { hp = 1 } }) }
  act("Use Thrust on P3", 1)              -- a hidden ally
  all_decline()                           -- no Parry, then no Remedy from anyone
  assert(not in_game(3) and count("faction_up", 3) == 2 and not result().over, "P3 dies; its factions are revealed")
  act("Use Thrust on P2", 1); all_decline()
  assert(not in_game(2) and not result().over, "WB is still alive (P4)")
  act("Use Thrust on P4", 1); all_decline()
  local r = result()
  assert(r.over and #r.winners == 2 and r.winners[1] == 1 and r.winners[2] == 3, "BW wins, dead P3 too: " .. tostring(r.reason))
  assert(count("faction_up", 1) == 2, "the survivor's hidden faction cards are revealed (BW-16.1 b)")
end)

test("BW-16.4: a concession is a death with no killer", function()
  setup { players = 3, p1 = faction_seat("BB"),
          p2 = faction_seat("WW"),
          p3 = faction_seat("BB") }
  concede(2)
  assert(not in_game(2) and not result().over, "two BB alive: 2 > T = 1, the game goes on (BW-16.1)")
  assert(count("faction_up", 2) == 2, "its faction cards are revealed at death (BW-13.7)")
  concede(3)
  local r = result()
  assert(r.over and #r.winners == 2 and r.winners[1] == 1 and r.winners[2] == 3, "one left: BB wins, with P3: " .. tostring(r.reason))
end)

test("BW-18.6, BW-13.6: the rescue poll puts a private question to every living player, holder or not", function()
  setup { players = 3, p1 = faction_seat("BW", { hand = { "Thrust" } }),
          p2 = faction_seat("WB", { vars = { hp = 1 } }),
          p3 = faction_seat("BW", { hand = { "Remedy" } }) }
  local before = private_lines()
  act("Use Thrust on P2", 1)
  -- P2 holds no Parry: the demand is put and answered by the engine; so are
  -- P1's and P2's Remedy questions. P3 holds one and is asked.
  local d = decision()
  assert(d.player == 3 and has_option("Remedy") and d.prompt:find("dying"), "P3, who holds a Remedy: " .. d.prompt)
  assert(decision_view(1).kind == "private" and decision_view(2).kind == "private", "no one sees who is asked")
  assert(decision_view(1).player == nil, "nor who decides")
  local asked = private_lines() - before
  assert(asked >= 4, "a log line per question, answered by P3 or by the engine: " .. asked)
  answer(#d.options)
  assert(not in_game(2), "nobody saved P2")
  -- The same with P1 holding a Remedy it declines: the log reads the same.
  setup { players = 3, p1 = faction_seat("BW", { hand = { "Thrust", "Remedy" } }),
          p2 = faction_seat("WB", { vars = { hp = 1 } }),
          p3 = faction_seat("BW", { hand = { "Remedy" } }) }
  before = private_lines()
  act("Use Thrust on P2", 1)
  assert(decision().player == 1 and has_option("Remedy"), "P1 is asked for real")
  answer(#decision().options)
  assert(decision().player == 3, "then P3")
  assert(private_lines() - before == asked, "declining looks like holding none: " .. (private_lines() - before))
end)
