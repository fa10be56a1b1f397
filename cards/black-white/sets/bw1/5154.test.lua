-- Bell Ringer (male, 4). Late Bell: after your turn ends, if it was not an extra turn, you may lose
-- 1 HP to take an extra turn. turn_after_end (BW-6.1, BW-15.7); losing HP is not damage (BW-13.3).
-- Three seats, every faction card up and the others revealed Iron Drummers (an active skill only),
-- so nothing else is asked between two play phases.

local function ringer(zone, hp)
  local p1 = { vars = { mshow = 1, sshow = 1, hp = hp or 4 } }
  p1[zone] = { "Bell Ringer" }
  setup { players = 3, p1 = p1,
          p2 = { hero_up = { "Iron Drummer" }, vars = { mshow = 1, sshow = 1 } },
          p3 = { hero_up = { "Iron Drummer" }, vars = { mshow = 1, sshow = 1 } } }
  stock(12)
  pass()                                         -- P1 ends its play phase: on to turn_after_end
end

test("BW-6.1, BW-15.7, BW-13.3: Late Bell: P1 loses 1 HP and takes an extra turn, then P2's normal turn follows", function()
  ringer("hero_up")
  local d = decision()
  assert(d.player == 1 and d.prompt == "Use a skill? (turn_after_end)" and has_option("Use Late Bell"), d.prompt)
  act("Use Late Bell", 1)
  assert(pvar(1, "hp") == 3 and log_count("P1 loses 1 HP (BW-13.3)") == 1)
  assert(log_count("P1 is granted an extra turn (BW-6.1)") == 1)
  d = decision()
  assert(active_player() == 1 and gvar("extra") == 1 and d.player == 1 and d.kind == "priority", "P1's extra turn")
  assert(log_count("P1 takes an extra turn (BW-6.1)") == 1 and count("hand", 1) == 2, "a whole turn: it drew 2")
  pass()                                         -- the extra turn's turn_after_end: Late Bell is not offered
  assert(active_player() == 2 and decision().player == 2 and decision().kind == "priority", "then P2, the next normal turn")
  assert(pvar(1, "hp") == 3)
end)

test("BW-15.7: declined, P2's turn follows", function()
  ringer("hero_up")
  act("Decline", 1)
  assert(active_player() == 2 and pvar(1, "hp") == 4 and gvar("xturns") == 0)
end)

test("BW-12.7, BW-18.6: hidden, Late Bell is asked privately; using it reveals", function()
  ringer("hero")
  assert(decision().player == 1 and has_option("Reveal and use Late Bell") and decision_view(2).kind == "private")
  act("Reveal and use Late Bell", 1)
  assert(count("hero_up", 1) == 1 and active_player() == 1 and gvar("extra") == 1)
end)

test("BW-13.3, BW-13.6, BW-15.7: at 1 HP the loss kills it when nobody rescues: no extra turn, P2 plays", function()
  ringer("hero_up", 1)
  act("Use Late Bell", 1)
  assert(not in_game(1) and log_count("P1 is granted an extra turn (BW-6.1)") == 0)
  assert(not result().over and active_player() == 2 and decision().player == 2 and decision().kind == "priority")
end)
