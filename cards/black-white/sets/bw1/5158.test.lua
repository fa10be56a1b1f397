-- Rumor Broker (male, 3). Whispers: once per play phase, you may discard 2 cards to reorganise the
-- main faction card of another wounded character at distance 1. Its next turn is skipped (BW-9.4,
-- BW-0.4.4, BW-6.4). Four seats: P2 and P4 at distance 1 from P1, P3 at 2. Every faction card is up
-- and the others are revealed Iron Drummers, so nothing else is asked between two play phases.

local function broker(zone, hand, hp, reorg)
  local p1 = { hand = hand, vars = { main = 1, sec = 2 } }
  p1[zone] = { "Rumor Broker" }
  if zone == "hero_up" then p1.faction_up = { "Black Seal", "White Seal" }; p1.vars.mshow, p1.vars.sshow = 1, 1
  else p1.faction = { "Black Seal", "White Seal" } end
  local t = { players = 4, p1 = p1 }
  for p = 2, 4 do t["p" .. p] = { hero_up = { "Iron Drummer" }, vars = { mshow = 1, sshow = 1, hp = hp[p] or 4,
                                                                 reorg = (reorg or {})[p] or 0 } } end
  setup(t)
  stock(12)
end

test("BW-9.4, BW-6.4: Whispers reorganises wounded P2's main card; P2's next turn is skipped", function()
  broker("hero_up", { "Parry", "Parry", "Thrust" }, { [2] = 3, [3] = 2 })
  act("Use skill Whispers", 1)
  act("Parry", 1)
  act("Parry", 1)                                -- P2 is the only mark (P3 is at distance 2, P4 unhurt): unasked
  assert(pvar(2, "reorg") == 1 and pvar(3, "reorg") == 0 and count("hand", 1) == 1)
  assert(log_count("P2 reorganises its main faction card: its next turn is skipped (BW-0.4.4, BW-9.4)") == 1)
  assert(not has_option("Whispers"), "once per play phase")
  pass()                                         -- P1's turn ends
  assert(active_player() == 3 and pvar(2, "reorg") == 0, "P2's turn was skipped and its card set upright")
  assert(log_count("P2 skips this turn: its main faction card was reorganised (BW-0.4.4, BW-9.4)") == 1)
end)

test("BW-9.4: not offered with no wounded character at distance 1, or fewer than 2 cards", function()
  broker("hero_up", { "Parry", "Parry" }, { [3] = 2 })
  assert(not has_option("Whispers"), "only P3, at distance 2, is wounded")
  broker("hero_up", { "Parry" }, { [2] = 3 })
  assert(not has_option("Whispers"), "one card")
end)

test("BW-9.4: a card already sideways cannot be reorganised again: not offered", function()
  broker("hero_up", { "Parry", "Parry" }, { [2] = 3 }, { [2] = 1 })
  assert(not has_option("Whispers"))
end)

test("BW-12.7: hidden, Whispers reveals the character", function()
  broker("hero", { "Parry", "Parry" }, { [4] = 1 })
  assert(has_option("Use skill Whispers") and decision_view(2).options == nil)
  act("Use skill Whispers", 1)
  act("Main", 1)
  act("Parry", 1)
  assert(count("hero_up", 1) == 1 and pvar(4, "reorg") == 1)
end)
