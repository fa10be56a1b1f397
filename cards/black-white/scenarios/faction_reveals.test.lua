-- Faction reveals (BW-0.3.2, BW-0.3.8, BW-11.7), their timings (digest §9:
-- faction_revealed, main_faction_known, faction_determined) and the
-- careerist check's limits (BW-11.4).

local function labels(entries)
  local out = {}
  for _, e in ipairs(entries) do out[#out + 1] = e.label end
  return table.concat(out, ", ")
end

test("BW-11.7: with faction_reveal_in_play_phase off (the default), no play-phase reveal is offered", function()
  setup { players = 2, p1 = faction_seat("BW") }
  assert(param("faction_reveal_in_play_phase") == 0)
  assert(#faction_reveal_actions(1) == 0)
  assert(not has_option("Reveal your"), "and the play phase lists none")
end)

test("BW-11.7: with the flag on, the current character may reveal a hidden card in its own play phase, once", function()
  setup { players = 2, params = { faction_reveal_in_play_phase = 1 },
          p1 = faction_seat("BW", "main"),
          p2 = faction_seat("WB") }
  local e = faction_reveal_actions(1)
  assert(#e == 1 and e[1].label == "Reveal your secondary faction card (BW-11.7)" and e[1].run == "play_phase_reveal"
    and e[1].args[1] == 1 and e[1].args[2] == 2, labels(e))
  assert(#faction_reveal_actions(2) == 0, "not in another character's turn")
  set_pvar(1, "frev", turn())
  assert(#faction_reveal_actions(1) == 0, "one reveal per play phase")
end)

test("BW-11.7: with the flag on, the play phase offers the reveal; taken once, it is offered no more this phase", function()
  setup { players = 2, params = { faction_reveal_in_play_phase = 1 },
          p1 = faction_seat("BW"),
          p2 = faction_seat("WB") }
  assert(has_option("Reveal your main faction card") and has_option("Reveal your secondary faction card"))
  act("Reveal your secondary faction card", 1)
  assert(pvar(1, "sshow") == 1 and pvar(1, "mshow") == 0 and count("faction_up", 1) == 1)
  assert(decision().player == 1 and decision().kind == "priority", "the play phase goes on")
  assert(not has_option("Reveal your main faction card"), "one reveal per play phase")
end)

test("BW-11.7: the play-phase reveal is for the play phase only", function()
  setup { players = 2, step = "finish", params = { faction_reveal_in_play_phase = 1 },
          p1 = faction_seat("BW") }
  assert(#faction_reveal_actions(1) == 0)
end)

-- P1's turn start, revealing `which`: the private questions to the end of
-- the turn start (every seat is hidden here, so each poll asks each seat).
local function reveal_polls(which)
  setup { players = 2, active = 2,
          p1 = faction_seat("BW"),
          p2 = faction_seat("WB") }
  stock(20)
  until_asked(1, "Turn start: reveal a faction card? (BW-0.3.2)")
  local before = private_lines()
  act("Reveal your " .. which .. " faction card", 1)
  return private_lines() - before
end

test("BW-0.3.8, digest §9: a main card's reveal polls faction_revealed and main_faction_known; a secondary's only the first", function()
  local main = reveal_polls("main")
  assert(main_faction(1) == "black" and faction_of(1) == nil, "main faction black, no faction")
  local sec = reveal_polls("secondary")
  assert(main_faction(1) == nil and faction_of(1) == nil, "a secondary card gives no main faction")
  assert(main == sec + 2, "one more poll of the 2 seats: " .. main .. " vs " .. sec)
end)

test("BW-11.4, BW-13.7: a faction revealed at death makes no careerist", function()
  setup { players = 4, active = 1,
          p1 = faction_seat("BW", "both", { hand = { "Thrust" } }),
          p2 = faction_seat("BW", "both"),
          p3 = faction_seat("WB"),
          p4 = faction_seat("BW", { vars = { hp = 1 } }) }
  stock(10)
  act("Use Thrust on P4", 1)
  assert(not in_game(4) and determined(4) and not is_career(4) and count("marks", 4) == 0,
    "the third BW, revealed dead: no careerist")
end)

test("BW-11.4, BW-0.3.7: a pure faction is never more than T (G black and G white cards), so never a careerist", function()
  setup { players = 4, active = 2,
          p1 = faction_seat("BB", "both"),
          p2 = faction_seat("WW", "both"),
          p3 = faction_seat("BB", "main"),
          p4 = faction_seat("WW") }
  stock(20)
  until_asked(3, "Turn start: reveal a faction card? (BW-0.3.2)")
  act("Reveal your secondary faction card", 3)
  assert(faction_of(3) == "BB" and not is_career(3), "BB: 2 <= T = 2")
end)
