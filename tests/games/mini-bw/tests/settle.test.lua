-- Black-White's settlement (BW-7, BW-12, BW-13, BW-18) on the core:
-- resolve_now, nesting by procedure calls, seat-order polling.

-- The players asked, in order, while answering each question with `yes`
-- (true, false or a skill label per question).
local function answer_all(plan)
  local asked = {}
  for _, a in ipairs(plan) do
    local d = decision()
    asked[#asked + 1] = d.player
    if a == true then act("Yes", d.player) elseif a == false then act("No", d.player) else act(a, d.player) end
  end
  return table.concat(asked, ",")
end

test("BW-18.1: a use settles at once; the current-turn character acts again, nobody else is asked", function()
  setup { players = 3, step = "play", p1 = { hand = { "Strike", "Strike" } } }
  act("Use Strike on P2", 1)
  assert(pvar(2, "hp") == 2 and chain_size() == 0, "settled at once")
  assert(count("discard") == 1 and count("processing") == 0)
  local d = decision()
  assert(d.player == 1 and d.kind == "priority", "P1 again")
  assert(has_option("Use Strike on P3"))
end)

test("BW-18.5: no round of passes: the current-turn character's pass ends the play phase", function()
  setup { players = 3, step = "play", p2 = { hand = { "Strike" } }, p3 = { hand = { "Strike" } } }
  local t = turn()
  pass(1)
  assert(turn() == t + 1 and active_player() == 2, "P2's turn began: turn " .. turn() .. ", P" .. active_player())
  assert(decision().player == 2 and step() == "play")
end)

test("BW-12.8: a demanded response asks the target only; a Sidestep offsets the Strike", function()
  setup { players = 3, step = "play", p1 = { hand = { "Strike" } }, p2 = { hand = { "Sidestep" } },
          p3 = { hand = { "Sidestep" } } }
  act("Use Strike on P3", 1)
  local d = decision()
  assert(d.player == 3 and d.prompt:find("Sidestep against Strike"), d.prompt)
  act("Yes", 3)
  assert(pvar(3, "hp") == 3 and gvar("x") == 2, "offset: no damage")
  assert(count("discard") == 2 and count("hand", 2) == 1, "P2 was never asked")
  assert(decision().player == 1 and decision().kind == "priority")
end)

test("BW-7.4, BW-12.8: Veto against Veto nests; the closed window never reopens", function()
  setup { players = 4, step = "play", p1 = { hand = { "Windfall" } }, p2 = { hand = { "Veto" } },
          p3 = { hand = { "Veto" } }, p4 = { hand = { "Veto" } } }
  act("Use Windfall on P1", 1)
  -- Windfall's window: P2 declines, P3 vetoes. P3's Veto opens its own
  -- window: P2 vetoes it; P2's Veto's window: P4 declines. P2's Veto takes
  -- effect and offsets P3's; Windfall's window is closed, so P4 is not asked
  -- again, and Windfall takes effect.
  local asked = answer_all({ false, true })
  save_and_restore()           -- two settlements deep: the state is still a value
  asked = asked .. "," .. answer_all({ true, false })
  assert(asked == "2,3,2,4", "asked in this order: " .. asked)
  assert(gvar("x") == 4, "only P2's Veto took effect: " .. gvar("x"))
  assert(count("hand", 1) == 2, "Windfall drew 2")
  assert(count("hand", 4) == 1 and count("discard") == 3)
  assert(decision().player == 1 and decision().kind == "priority")
end)

test("BW-18.3: skills are polled; a chosen skill settles fully, nested, before polling goes on", function()
  setup { players = 3, step = "play", p1 = { hand = { "Strike" }, skills = { "Scribe" } },
          p2 = { skills = { "Ember", "Scribe" } }, p3 = { skills = { "Scribe" } } }
  act("Use Strike on P2", 1)
  -- P2 is polled (only its skills are eligible): Ember first, which damages
  -- P1, whose Scribe is polled inside it; then P2 again: Ember was used for
  -- this damage, Scribe is left.
  local d = decision()
  assert(d.player == 2 and #d.options == 3, "Decline, Ember, Scribe")
  local asked = answer_all({ "Use Ember", "Use Scribe", "Use Scribe" })
  assert(asked == "2,1,2", asked)
  assert(gvar("x") == 677, "Ember, P1's Scribe inside it, then P2's Scribe: " .. gvar("x"))
  assert(pvar(1, "hp") == 2 and pvar(2, "hp") == 2 and count("hand", 1) == 1 and count("hand", 2) == 1)
  assert(decision().player == 1 and decision().kind == "priority", "each skill once per occurrence")
end)

test("BW-13.6: a dying character is rescued by the first Salve in seat order from the current-turn one", function()
  setup { players = 4, step = "play", active = 2, p2 = { hand = { "Strike" } }, p3 = { hand = { "Salve" } },
          p4 = { hand = { "Salve" } }, p1 = { hand = { "Salve" } } }
  set_pvar(4, "hp", 1)
  act("Use Strike on P4", 2)
  local asked = answer_all({ false, true })
  assert(asked == "3,4", "P3 then P4 (P2 has none): " .. asked)
  assert(pvar(4, "hp") == 1 and in_game(4) and count("hand", 1) == 1, "P1 was not asked: saved already")
end)

test("BW-16.1: a death mid-settlement ends the game at once", function()
  setup { players = 2, step = "play", p1 = { hand = { "Strike" }, skills = { "Scribe" } }, p2 = { skills = { "Ember" } } }
  set_pvar(2, "hp", 1)
  act("Use Strike on P2", 1)
  local r = result()
  assert(r.over and #r.winners == 1 and r.winners[1] == 1, "P1 wins at once")
end)

test("BW-13.7: a dead character gets no more turns", function()
  setup { players = 3, step = "play", p1 = { hand = { "Strike" } }, p3 = { hand = { "Filler" } } }
  set_pvar(2, "hp", 1)
  act("Use Strike on P2", 1)
  assert(not in_game(2) and not result().over)
  pass(1)
  assert(active_player() == 3, "P3's turn, not P2's")
end)

test("BW-6.1: extra turns: E then D gain one in A's turn: D E B C D E A", function()
  setup { players = 5, step = "play", p1 = { hand = { "Hourglass", "Hourglass" } } }
  act("Use Hourglass on P5", 1)
  act("Use Hourglass on P4", 1)
  local order = {}
  for _ = 1, 7 do
    pass(1)
    order[#order + 1] = active_player()
  end
  assert(table.concat(order) == "4523451", table.concat(order))
end)

test("BW-16.1, BW-16.2: when the living share a faction, it wins with its dead members", function()
  setup { players = 4, step = "play", p1 = { hand = { "Strike", "Strike", "Strike" }, faction = { "Black" } },
          p2 = { faction = { "White" } }, p3 = { faction = { "Black" } }, p4 = { faction = { "White" } } }
  for p = 2, 4 do set_pvar(p, "hp", 1) end
  act("Use Strike on P3", 1)   -- a hidden ally: P3 dies, its faction is shown
  assert(not in_game(3) and find("Black", 3, "shown") and not result().over)
  act("Use Strike on P2", 1)
  assert(not result().over, "White is still alive (P4)")
  act("Use Strike on P4", 1)
  local r = result()
  assert(r.over and #r.winners == 2 and r.winners[1] == 1 and r.winners[2] == 3,
         "Black wins, dead P3 too: " .. r.reason)
end)

test("BW-16.1 b: two living characters of one faction win together once the last other dies", function()
  setup { players = 3, step = "play", p1 = { hand = { "Strike" }, faction = { "White" } },
          p2 = { faction = { "Black" } }, p3 = { faction = { "White" } } }
  set_pvar(2, "hp", 1)
  act("Use Strike on P2", 1)
  local r = result()
  assert(r.over and #r.winners == 2 and r.winners[1] == 1 and r.winners[2] == 3, r.reason)
end)

test("BW-12.7, BW-18.6: a hidden character's skill question is private; declining looks like having nothing to decline", function()
  setup { players = 3, step = "play", p1 = { hand = { "Strike" } },
          p2 = { skills = { "Ember" }, faction = { "Black" } }, p3 = { skills = { "Ember" }, faction = { "White" } } }
  act("Use Strike on P2", 1)
  -- P2's Ember can answer the damage; P3's cannot (the damage was not to P3),
  -- yet P3 is asked too, and both privately.
  local d = decision()
  assert(d.player == 2 and #d.options == 2, "P2: Decline or Ember")
  local own, host = decision_view(2), decision_view()
  assert(own.player == 2 and own.prompt and #own.options == 2, "P2 sees its question")
  assert(host.player == 2 and #host.options == 2, "the host sees it all")
  save_and_restore()           -- a snapshot keeps the question private
  local others = { decision_view(1), decision_view(3) }
  local lines = #log_lines()
  act("Decline", 2)
  -- P3 is asked too, with nothing to use: the engine answers it, and the
  -- log shows a private question as for P2's.
  for i, v in ipairs(others) do
    assert(v.kind == "private" and v.keys == 1, "view " .. i .. ": a private question and nothing else")
  end
  local after, n = log_lines(), 0
  for i = lines + 1, #after do if after[i] == "a private question" then n = n + 1 end end
  assert(n == 1, "P3's question leaves its line: " .. n)
  assert(decision().player == 1 and decision().kind == "priority" and gvar("x") == 0)
end)

test("BW-18.6: a shown character is asked openly, and only when a skill can be used", function()
  setup { players = 3, step = "play", p1 = { hand = { "Strike" } }, p2 = { skills = { "Ember" } },
          p3 = { skills = { "Ember" } } }
  act("Use Strike on P2", 1)
  local v = decision_view(1)
  assert(v.player == 2 and v.kind == "option" and not v.prompt, "others see who decides, not the options")
  act("Decline", 2)
  assert(decision().player == 1 and decision().kind == "priority", "P3 was not asked")
end)

test("BW-18.6: a private choice of cards is put even with no card to choose", function()
  setup { players = 3, step = "play", p1 = { hand = { "Tribute", "Tribute" } }, p2 = { hand = { "Salve" } } }
  local lines = #log_lines()
  act("Use Tribute on P3", 1)
  local l = log_lines()
  assert(decision().player == 1 and l[#l] == "a private question", "P3 has nothing to give: the engine answers, leaving the line")
  assert(#l > lines)
  act("Use Tribute on P2", 1)
  local d = decision()
  assert(d.player == 2 and #d.options == 2, "P2: its Salve or None")
  assert(decision_view(3).kind == "private", "the same question looks the same to the others")
  act("Salve", 2)
  assert(find("Salve", 1, "hand") and decision().player == 1)
end)
