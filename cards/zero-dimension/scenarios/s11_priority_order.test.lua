-- ZD-S11: the order of priority (seed L131-144; ZD-8.4 to ZD-8.8).

test("ZD-S11 (ZD-8.2, ZD-8.4, ZD-8.5, ZD-8.6, ZD-8.7, ZD-8.8, ZD-6.9): decision log P1, P1, P2, P1, P2, (resolution: none), P1, P2, then the end step", function()
  setup {
    p1 = { battle = { "Sky Monk" }, hand = { "Quick Study", "Surge" }, resource = { 1002 }, deck = { "Field Hand", 1001 } },
    p2 = { hand = { "Quick Study", "Surge" }, resource = { 1001 }, deck = { "Spear Warden", 1001 } },
  }
  local monk = find("Sky Monk", 1, "battle")
  local log = {}
  local function note()
    local d = decision()
    assert(d.kind == "priority", "only priority decisions in this scenario, got: " .. d.prompt)
    log[#log + 1] = d.player
    return d
  end
  local h1, h2 = count("hand", 1), count("hand", 2)
  -- P1 has priority in the non-combat action phase with the chain empty.
  note()
  assert(step() == "action" and chain_size() == 0)
  act("Use Quick Study", 1)                          -- link 1 (its single resource pays by itself)
  assert(chain_size() == 1)
  note()                                             -- 1. P1 receives priority
  assert(decision().player == 1)
  pass(1)
  note()                                             -- 2. P2
  assert(decision().player == 2)
  act("Use Surge", 2)                                -- link 2 (Sky Monk is the only target)
  assert(chain_size() == 2 and chain_link(2).controller == 2)
  note()                                             -- 3. P1, not P2 (ZD-8.4)
  assert(decision().player == 1)
  pass(1)
  note()                                             -- 4. P2
  assert(decision().player == 2)
  pass(1)                                            -- both passed: the whole chain resolves
  -- 4-5. link 2 then link 1 resolved with no decision in between; P1 has priority
  note()
  assert(chain_size() == 0, "the whole chain resolved (ZD-8.7)")
  assert(atk(monk) == 3000, "link 2 (Surge) resolved")
  assert(count("hand", 1) == h1 - 1 + 1 and find("Field Hand", 1, "hand"), "link 1 (Quick Study) resolved")
  assert(count("hand", 2) == h2 - 1)
  assert(decision().player == 1 and step() == "action", "P1 receives priority, still in the action phase (ZD-8.8)")
  -- 6. P1 passes, then P2 passes: the action phase ends and the end step begins.
  pass(1)
  note()
  assert(decision().player == 2 and step() == "action")
  pass(1)
  assert(step() == "end", "the end step began, got " .. step())
  assert(decision().player == 1)
  local want = { 1, 1, 2, 1, 2, 1, 2 }
  assert(#log == #want, "decisions: " .. table.concat(log, ","))
  for i = 1, #want do assert(log[i] == want[i], "decision log: " .. table.concat(log, ", ")) end
end)

test("ZD-S11 (ZD-8.7): link 2 resolves before link 1: the later link's effect is seen first", function()
  -- P2's Surge (link 2) on Sky Monk resolves before P1's Quick Study (link 1):
  -- the log shows the ATK change before P1's draw.
  setup {
    p1 = { battle = { "Sky Monk" }, hand = { "Quick Study" }, resource = { 1002 }, deck = { "Field Hand", 1001 } },
    p2 = { hand = { "Spark" }, resource = { 1001 } },
  }
  local monk = find("Sky Monk", 1, "battle")
  act("Use Quick Study", 1)
  pass(1)
  act("Use Spark", 2)
  pass(2)
  local damaged, drew
  for i, l in ipairs(log_lines()) do
    if l:find("is dealt 1000 damage", 1, true) then damaged = i end
    if l:find("P1 draws", 1, true) then drew = i end
  end
  assert(damaged and drew and damaged < drew, "link 2 first, then link 1")
  assert(var(monk, "damage") == 1000)
end)
