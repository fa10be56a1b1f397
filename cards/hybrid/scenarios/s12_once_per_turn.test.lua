-- HY-S12: once per turn by name, per player (HY-7.12; L231). Placeholders:
-- Owl Scholar = Lantern Owl ("{2}: Draw 1 card"), Twofold Insight = Twin Visions,
-- Unmake = Null Verdict; Prism Sentinel ({1}, usable in an opponent's turn).

local function count_options(pattern)
  local n = 0
  for _, o in ipairs(decision().options) do
    local l = type(o) == "table" and (o.label or "") or o
    if l:find(pattern, 1, true) then n = n + 1 end
  end
  return n
end

test("HY-S12, HY-7.12: two Lantern Owls share one use a turn; the next turn it is legal again", function()
  setup { p1 = { creature = { "Lantern Owl", "Lantern Owl" }, vars = { mana = 4, mana_max = 4 } } }
  assert(count_options("Draw 1 card") == 2, "both Owls offer the effect")
  act("Draw 1 card", 1)
  pass(2)
  assert(count("hand", 1) == 1 and pvar(1, "mana") == 2, "drew 1 for 2 mana")
  assert(count_options("Draw 1 card") == 0, "the second Owl (same name) is refused this turn")
  until_priority(2, "main1")
  until_priority(1, "main1")
  assert(count_options("Draw 1 card") == 2, "next turn the name is free again")
end)

test("HY-S12, HY-7.12: a second Twin Visions the same turn is refused, even when the first was negated", function()
  setup { p1 = { hand = { "Twin Visions", "Twin Visions" }, vars = { mana = 4 } },
          p2 = { magic = { { "Null Verdict", face_down = true } }, vars = { mana = 2 } } }
  act("Activate Twin Visions", 1)
  act("Activate the set", 2)
  pass(2)
  assert(count("hand", 1) == 1, "negated: nothing drawn")
  assert(not has_option("Activate Twin Visions"), "the use counted when activated")
end)

test("HY-S12, HY-7.12: the limit is per player: P1's use leaves P2's Lantern Owl free on P2's turn", function()
  setup { p1 = { creature = { "Lantern Owl" }, vars = { mana = 2 } },
          p2 = { creature = { "Lantern Owl" }, vars = { mana = 0, mana_max = 3 } } }
  act("Draw 1 card", 1)
  pass(2)
  until_priority(2, "main1")
  assert(has_option("Draw 1 card"), "P2's Owl is offered on P2's turn")
end)

test("HY-S12, HY-7.12: per player in one turn: P1 and P2 each use a Prism Sentinel in P1's turn", function()
  setup { p1 = { creature = { "Prism Sentinel" }, vars = { mana = 2 } },
          p2 = { creature = { "Prism Sentinel" }, vars = { mana = 2 } } }
  act("Target creature gets", 1)
  act("Prism Sentinel", 1)                             -- P1's own
  pass(2)
  assert(not has_option("Target creature gets"), "P1's name is used")
  pass(1)                                              -- P2 has priority in P1's main phase
  assert(decision().player == 2 and has_option("Target creature gets"), "P2's use is separate")
end)
