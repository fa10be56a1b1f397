-- BW-S02: revealing a faction card at turn start; equipment first
-- (BW-0.3.2, BW-0.4.3 (2), BW-11.7, BW-15.6). A is P1: Frost Courier,
-- hidden, with BW hidden (main black, secondary white) and a sideways
-- Ashwood Pike. B is P2, revealed, both faction cards up.

local function start(params)
  setup { players = 2, active = 2, params = params,
          p1 = faction_seat("BW", { hero = { "Frost Courier" }, equip = { { "Ashwood Pike", tapped = true } }, seats = copies("Parry", 8) }),
          p2 = { hero_up = { "Iron Drummer" }, vars = { mshow = 1, sshow = 1 } } }
  deck_from(1)
  pass()                                    -- B's turn ends: A's turn start
end

test("BW-S02, BW-15.6, BW-0.3.2: equipment upright, then one faction card, then turn_start skills", function()
  start()
  local d = decision()
  assert(d.player == 1 and d.prompt:find("reveal a faction card"), "A's turn start: " .. d.prompt)
  assert(decision_view(2).kind == "private", "asked privately (BW-18.6)")
  assert(not is_tapped(cards("equip", 1)[1]), "1. the pike is upright before the reveal")
  act("Reveal your main faction card", 1)
  assert(pvar(1, "mshow") == 1 and pvar(1, "sshow") == 0, "2. the main card is revealed")
  assert(main_faction(1) == "black", "A's main faction is black")
  assert(not determined(1) and faction_of(1) == nil, "but A still has no faction")
  d = decision()
  assert(d.player == 1 and d.prompt:find("turn_start") and has_option("Reveal and use Quick Study"),
    "3. then the turn_start skills: " .. d.prompt)
  assert(not has_option("faction card"), "no second reveal in the same turn start (limit 1)")
  act("Decline", 1)
  assert(decision().player == 1 and decision().kind == "priority", "A's play phase")
  assert(pvar(1, "sshow") == 0, "the secondary card stays hidden")
end)

test("BW-S02, BW-11.7: with the flag off there is no reveal in A's play phase, nor in B's turn", function()
  start()
  act("Keep them hidden", 1)
  act("Decline", 1)
  assert(decision().player == 1 and decision().kind == "priority")
  assert(not has_option("Reveal your"), "no reveal among A's play-phase options (flag off)")
  pass()                                    -- A's turn ends: B's turn
  assert(decision().player == 2 and decision().kind == "priority", "B's play phase")
  assert(#faction_reveal_actions(1) == 0, "nothing for A in B's turn")
  assert(pvar(1, "mshow") == 0 and pvar(1, "sshow") == 0)
end)

test("BW-S02, BW-11.7: with faction_reveal_in_play_phase = 1, once in A's play phase", function()
  start({ faction_reveal_in_play_phase = 1 })
  act("Reveal your main faction card", 1)   -- the turn-start reveal
  act("Decline", 1)
  assert(decision().player == 1 and decision().kind == "priority")
  act("Reveal your secondary faction card", 1)
  assert(pvar(1, "sshow") == 1 and determined(1), "revealed in the play phase: the faction is BW")
  assert(not has_option("Reveal your"), "once per play phase")
  pass()
  assert(decision().player == 2 and not has_option("Reveal your"), "and not in B's turn")
end)
