-- HY-1.5: a player may concede at any time; with three or more players the
-- game goes on without them (HY-1.6). The engine applies a concession before
-- anything else at its next step; a task under way starts again from its
-- beginning. This test game's `concede` procedure (rules/30_concede.lua)
-- moves the player's permanents away and, if there were any, asks the next
-- player to pick a number.

local function has_line(text)
  for _, l in ipairs(log_lines()) do if l:find(text, 1, true) then return true end end
  return false
end

test("HY-1.5: a player who concedes while another decides leaves, and is never offered anything again", function()
  setup { players = 3, step = "main" }
  assert(decision().player == 1)
  concede(2)
  assert(not in_game(2) and in_game(1) and in_game(3) and not result().over, "the game goes on without P2")
  assert(has_line("P2 concedes") and has_line("P2 loses: conceded"))
  assert(decision().player == 1, "P1 is offered priority again: P" .. decision().player)
  local turns = {}
  for _ = 1, 12 do
    assert(decision().player ~= 2, "P2 was asked: " .. decision().prompt)
    turns[#turns + 1] = active_player()
    pass(1)
  end
  assert(active_player() == 3 or turns[#turns] == 3, "the turn went from P1 to P3")
  for _, p in ipairs(turns) do assert(p ~= 2, "P2 took a turn") end
end)

test("HY-1.5: the player holding priority concedes: the next player receives it", function()
  setup { players = 3, step = "main" }
  pass(1)
  assert(decision().player == 2)
  concede(2)
  assert(decision().player == 3 and decision().kind == "priority", "P3 holds priority: P" .. decision().player)
end)

test("HY-1.5: a concession while a link resolves starts that resolution again", function()
  setup { players = 3, step = "main", p1 = { hand = { "Oracle" } } }
  act("Play Oracle", 1)
  pass(3)                              -- P2, P3, P1: Oracle resolves and asks P1
  assert(decision().player == 1 and decision().prompt == "Pick a number")
  local before = #log_lines()
  concede(3)                           -- while P1 is asked
  assert(not in_game(3) and not result().over)
  assert(decision().player == 1 and decision().prompt == "Pick a number", "Oracle asks again: " .. decision().prompt)
  assert(#log_lines() > before, "the concession was logged")
  act("two", 1)
  assert(gvar("x") == 2, "Oracle recorded the new answer once: " .. gvar("x"))
  assert(find("Oracle", 1, "discard"), "and finished resolving")
end)

test("HY-1.5: the ruleset's concede procedure runs first; a concession during its question keeps both", function()
  setup { players = 3, step = "main", p2 = { board = { "Filler" } } }
  concede(2)
  assert(find("Filler", 2, "discard"), "P2's concede procedure moved their permanent")
  assert(decision().player == 3 and decision().prompt == "Pick a number", "and asks P3")
  assert(in_game(2), "P2 leaves when their concession's task ends")
  concede(1)                           -- while P3 answers the question of P2's concession
  -- P1's concession is applied first (lower seat), then P2's runs again and asks P3 again.
  assert(not in_game(1) and decision().player == 3 and decision().prompt == "Pick a number")
  act("three", 3)
  local r = result()
  assert(r.over and #r.winners == 1 and r.winners[1] == 3, "P3 is left: " .. tostring(r.reason))
  assert(gvar("x") == 3, "the question's answer was recorded once: " .. gvar("x"))
  assert(r.reason:find("P1 lost: conceded", 1, true) and r.reason:find("P2 lost: conceded", 1, true), r.reason)
end)

test("HY-1.5: the last opponent's concession ends the game; a second concession is refused", function()
  setup { players = 3, step = "main" }
  concede(3)
  local h = state_hash()
  local ok, err = pcall(concede, 3)
  assert(not ok and err:find("P3 is no longer in the game", 1, true), err)
  assert(state_hash() == h, "the refused concession changed nothing")
  ok, err = pcall(concede, 4)
  assert(not ok and err:find("players 1 to 3", 1, true), err)
  concede(2)
  local r = result()
  assert(r.over and not r.draw and #r.winners == 1 and r.winners[1] == 1, tostring(r.reason))
  ok, err = pcall(concede, 1)
  assert(not ok and err:find("the game is over", 1, true), err)
end)
