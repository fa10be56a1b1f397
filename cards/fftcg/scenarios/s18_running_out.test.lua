-- FF-S18: running out of cards (FF-3.1.2-3, FF-12.4.2-3, FF-16.21).

-- The harness deals a filler deck when none is given: empty it.
local function empty_deck(p) for _, c in ipairs(cards("deck", p)) do move(c, "removed", p) end end
test("FF-S18a (FF-3.1.2, FF-16.21): one card left: the second draw fails, the draw phase ends, P1 loses at main phase 1", function()
  setup { step = "draw", p1 = { deck = { "Cinder Scout" } } }
  assert(result().over and result().winners[1] == 2)
  assert(count("hand", 1) == 1, "the first draw happened")
  local saw_main1 = false
  for _, l in ipairs(log_lines()) do if l:find("must draw but cannot") then saw_main1 = true end end
  assert(saw_main1)
end)
test("FF-S18b (FF-3.1.3, FF-12.4.3): P2 with an empty deck receives 1 damage and loses at the next check", function()
  setup { p1 = { hand = { "Twin Comet", "Spark Courier", "Static Snare" }, field = { "Volt Adept" } } }
  empty_deck(2)
  act("Cast Twin Comet", 1)
  pass(2)
  assert(result().over and result().winners[1] == 1)
end)
test("FF-S18c (FF-3.3): both before the same check: a draw", function()
  setup { p1 = { hand = { "Mutual Ruin", "Cinder Scout", "Cinder Vanguard" } } }
  empty_deck(1)
  empty_deck(2)
  act("Cast Mutual Ruin", 1)
  pass(2)
  assert(result().over and result().draw)
end)
