-- ZD-S04: cost modifiers (ZD-3.3.2 to ZD-3.3.4, L221-223).
-- No CS1 card changes costs, so the modifier arithmetic is checked on the
-- ruleset's apply_cost_mods (what cost_of applies for cost_mod abilities);
-- the variable cost is checked with Tide Colossus itself.

local function cost(total, cells, mods)
  local t, c = apply_cost_mods(total, cells, mods)
  return t .. " (" .. c .. ")"
end

test("ZD-S04 (ZD-3.3.2, ZD-3.3.4): Grove Titan 6 (GGG) under 'characters cost 2 less' costs 4 (GGG)", function()
  assert(cost(6, "GGG", {}) == "6 (GGG)")
  assert(cost(6, "GGG", { { amount = -2 } }) == "4 (GGG)", cost(6, "GGG", { { amount = -2 } }))
end)

test("ZD-S04 (ZD-3.3.2): 'cost 10 less' leaves 3 (GGG): never below the coloured cost", function()
  assert(cost(6, "GGG", { { amount = -10 } }) == "3 (GGG)")
end)

test("ZD-S04 (ZD-3.3.4): 'green cost -1' costs 5 (GG); with 'cost 10 less' as well, 2 (GG)", function()
  assert(cost(6, "GGG", { { amount = -1, colour = "G" } }) == "5 (GG)")
  assert(cost(6, "GGG", { { amount = -1, colour = "G" }, { amount = -10 } }) == "2 (GG)")
  assert(cost(6, "GGG", { { amount = -10 }, { amount = -1, colour = "G" } }) == "2 (GG)", "order of the list does not matter")
end)

test("ZD-S04 (ZD-3.3.4): increases come first, and a coloured increase adds cells", function()
  assert(cost(6, "GGG", { { amount = 1 } }) == "7 (GGG)")
  assert(cost(6, "GGG", { { amount = 1, colour = "R" } }) == "7 (RGGG)", cost(6, "GGG", { { amount = 1, colour = "R" } }))
  -- +2 then -4: 3 colourless + 2 - 4 = 1, so 4 in all
  assert(cost(6, "GGG", { { amount = -4 }, { amount = 2 } }) == "4 (GGG)")
  -- a coloured reduction of a colour the card lacks changes nothing
  assert(cost(6, "GGG", { { amount = -1, colour = "B" } }) == "6 (GGG)")
end)

test("ZD-S04 (ZD-3.3.3, L223): Tide Colossus in the deck counts as cost 0 for 'cost 5 or less' though P1 has 7 cards", function()
  setup { p1 = { hand = { 1001, 1001, 1001, 1001, 1001, 1001, 1001 }, deck = { 1001, "Tide Colossus", 1001 } } }
  assert(count("hand", 1) == 7)
  local tc = find("Tide Colossus", 1, "deck")
  assert(cost_at_most(5)(tc), "a search for cost 5 or less finds it")
  assert(not cost_at_least(5)(tc))
end)

test("ZD-S04 (ZD-3.3.3): 'deploy a character with cost 2 or less from your hand' (Call to Arms) may pick Tide Colossus from a hand of 7", function()
  setup { p1 = { hand = { "Call to Arms", "Tide Colossus", 1001, 1001, 1001, 1001, 1001 }, resource = { 1013 } } }
  act("Use Call to Arms", 1)
  pass(2)
  local d = decision()
  assert(d.player == 1 and d.prompt:find("deploy", 1, true), "P1 chooses what to deploy")
  act("Tide Colossus", 1)
  assert(find("Tide Colossus", 1, "battle"))
end)

test("ZD-S04 (ZD-3.3.3): Tide Colossus used from a hand of 4 costs 3 (no cells) once it has left the hand", function()
  setup { p1 = { hand = { "Tide Colossus", 1003, 1003, 1003 }, resource = { 1001, 1001, 1001, 1001 } } }
  local tc = find("Tide Colossus", 1, "hand")
  local total, cells = cost_of(tc)
  assert(total == 3 and cells == "", "3 other cards in hand: " .. total)
  act("Use Tide Colossus", 1)
  while decision().kind ~= "priority" do answer(1) end
  local tapped = 0
  for _, r in ipairs(cards("resource", 1)) do if is_tapped(r) then tapped = tapped + 1 end end
  assert(tapped == 3, "tapped exactly 3 of 4 resources, not " .. tapped)
  assert(count("hand", 1) == 3 and chain_size() == 1)
  pass(2)
  assert(find("Tide Colossus", 1, "battle"))
end)

test("ZD-S04 (ZD-3.3.3): Tide Colossus from a hand of 4 is not offered with only 2 resources", function()
  setup { p1 = { hand = { "Tide Colossus", 1003, 1003, 1003 }, resource = { 1001, 1001 } } }
  assert(not has_option("Use Tide Colossus"))
end)
