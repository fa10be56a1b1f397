-- BW-7.4, BW-13, BW-18.3 in parts: Quake's damages, each polled one
-- character per part (rules/50_parts.lua, checkpoint). Each damage settles
-- fully, its polling included, before the next damage is dealt.

test("BW-7.4: Quake's second damage waits until the first one's polling has asked everyone; hidden characters privately (BW-18.6)", function()
  setup { players = 3, step = "play", p1 = { hand = { "Quake" }, skills = { "Scribe" }, faction = { "Black" } },
          p2 = { skills = { "Scribe" }, faction = { "White" } }, p3 = { skills = { "Scribe" }, faction = { "Black" } } }
  local function private_lines()
    local n = 0
    for _, l in ipairs(log_lines()) do if l == "a private question" then n = n + 1 end end
    return n
  end
  act("Use Quake on P1", 1)
  -- P2's damage: polled in seat order P1, P2, P3, all privately. P1's and
  -- P3's questions offer only Decline: the engine answers them, leaving the
  -- same log line as an answered one (BW-18.6). P2 is the one stopped at.
  local d = decision()
  assert(d.player == 2 and #d.options == 2 and decision_view(1).kind == "private", "P2 asked privately")
  assert(pvar(2, "hp") == 2 and pvar(3, "hp") == 3, "P2 damaged, P3 not yet: " .. pvar(3, "hp"))
  assert(private_lines() == 2, "P1's question, answered by the engine, then P2's: " .. private_lines())
  save_and_restore()             -- a snapshot with parts still waiting
  act("Use Scribe", 2)
  -- P2 again (its Scribe is used: only Decline), then P3: then P3's damage,
  -- where P3 is the one stopped at.
  d = decision()
  assert(d.player == 3 and pvar(3, "hp") == 2, "P3 damaged now, after P2's polling ended")
  assert(private_lines() == 2 + 2 + 3, "P2 again and P3, then P1, P2 and P3 for P3's damage: " .. private_lines())
  act("Use Scribe", 3)
  assert(gvar("x") == 77, "P2's and P3's Scribes, once each: x = " .. gvar("x"))
  assert(count("hand", 2) == 1 and count("hand", 3) == 1, "each drew one card")
  assert(count("discard") == 1 and count("processing") == 0, "Quake was discarded")
  assert(decision().player == 1 and decision().kind == "priority", decision().prompt)
end)

test("BW-13.7: a character that dies of the first damage is not polled; the second damage still comes", function()
  setup { players = 3, step = "play", p1 = { hand = { "Quake" }, skills = { "Scribe" } },
          p2 = { skills = { "Scribe" } }, p3 = { skills = { "Scribe" } } }
  set_pvar(2, "hp", 1)
  act("Use Quake on P1", 1)
  assert(not in_game(2), "P2 died")
  local d = decision()
  assert(d.player == 3 and pvar(3, "hp") == 2, "P3's damage, polled openly: P" .. d.player)
  act("Use Scribe", 3)
  assert(gvar("x") == 7 and decision().player == 1 and decision().kind == "priority")
end)

test("BW-18.3: the current-turn character dies in its own turn: polling goes on from the next seat", function()
  setup { players = 3, step = "play", p1 = { hand = { "Quake" } }, p2 = { skills = { "Ember" } },
          p3 = { skills = { "Scribe" } } }
  set_pvar(1, "hp", 1)
  act("Use Quake on P1", 1)
  assert(decision().player == 2, "P2's Ember: P" .. decision().player)
  act("Use Ember", 2)                    -- 1 damage back to P1, who dies of it
  assert(not in_game(1), "P1 died")
  local d = decision()                   -- P3's damage comes next, and its polling
  assert(d.player == 3 and pvar(3, "hp") == 2, "P3 polled after its damage: P" .. d.player)
  act("Use Scribe", 3)
  assert(gvar("x") == 67, "Ember, then Scribe: x = " .. gvar("x"))
  assert(not result().over and decision().player ~= 1, "the game goes on without P1")
end)
