-- BW-S19: nullify, offset, cancel; an Annul answering an Annul (BW-7.5,
-- BW-7.7, BW-7.8, BW-0.4.5, BW-12.1, BW-12.8). Seats A-D are P1-P4; A's turn.

local BLACK_THRUST, RED_THRUST = 5004, 5001      -- spade 4, heart 2
-- Revealed characters whose skills answer none of these timings: a hidden
-- one is asked privately at each timing (BW-12.7), and these tests count the
-- private questions the responses put.
local QUIET = { "Brine Oracle", "Moss Hermit", "Ember Scout", "Amber Sage" }

test("BW-S19a, BW-7.5: a black Thrust on D in Lacquer Coat is nullified: no Parry asked, no damage, no card_offset", function()
  -- A is Dusk Hunter, revealed: its Pursuit answers card_offset (BW-7.7).
  setup { players = 4, p1 = { hero_up = { "Dusk Hunter" }, hand = { BLACK_THRUST }, vars = { mshow = 1 } },
          p2 = { hero_up = { QUIET[2] } }, p3 = { hero_up = { QUIET[3] } },
          p4 = { hero_up = { QUIET[4] }, hand = { "Parry", "Bounty" }, equip = { "Lacquer Coat" } } }
  local before = #log_lines()
  act("Use Thrust on P4 (black)", 1)
  assert(decision().player == 1 and decision().kind == "priority", "nobody asked: " .. tostring(decision().prompt))
  assert(pvar(4, "hp") == 4 and count("hand", 4) == 2, "no damage; the Parry stays in hand")
  local lines, nullified = log_lines(), 0
  for i = before + 1, #lines do
    assert(lines[i] ~= "a private question", "no Parry demanded of D")
    if lines[i] == "Thrust is nullified against P4 (BW-7.5)" then nullified = nullified + 1 end
  end
  assert(nullified == 1, "nullified at before_effect")
end)

test("BW-S19b, BW-7.7, BW-12.8: a red Thrust on D: D's Parry offsets it and card_offset fires", function()
  setup { players = 4, p1 = { hero_up = { "Dusk Hunter" }, hand = { RED_THRUST }, vars = { mshow = 1 } },
          p4 = { hand = { "Parry", "Bounty" }, equip = { "Lacquer Coat" } } }
  act("Use Thrust on P4 (red)", 1)
  assert(decision().player == 4 and has_option("Parry"), "the demanded response: " .. decision().prompt)
  act("Parry", 4)
  assert(decision().player == 1 and has_option("Use Pursuit"), "card_offset fired: Pursuit is offered")
  act("Use Pursuit", 1)
  assert(pvar(4, "hp") == 4 and count("hand", 4) == 0, "offset: no damage; Pursuit took D's last card")
end)

test("BW-S19c, BW-7.8: Iron Tether on B and C; C is cancelled as a magic target: only B is chained", function()
  -- C cancels itself as a target of magic: an effect's grant (GRANT.cancel_magic_target;
  -- the locked key cancel_magic_target of a revealed character reads the same).
  setup { players = 4, p1 = { hand = { "Iron Tether" } },
          p3 = { vars = { grant = GRANT.cancel_magic_target } },
          p4 = { hand = { "Annul" } } }
  act("Use Iron Tether", 1)
  act("P2", 1)
  act("P3", 1)
  local d = decision()
  assert(d.player == 4 and d.prompt == "Annul Iron Tether on P2?", "one window, for B only: " .. d.prompt)
  act("None", 4)
  assert(decision().player == 1 and decision().kind == "priority", "no window for C")
  assert(pvar(2, "chained") == 1 and pvar(3, "chained") == 0, "only B chained")
  assert(count("hand", 4) == 1 and count("discard") == 1)
end)

test("BW-S19d, BW-7.8, BW-12.1: Iron Tether on C only: cancelled, no target left, discarded, no Annul window", function()
  setup { players = 4, p1 = { hero_up = { QUIET[1] }, hand = { "Iron Tether" } }, p2 = { hero_up = { QUIET[2] } },
          p3 = { hero_up = { QUIET[3] }, vars = { grant = GRANT.cancel_magic_target } },
          p4 = { hero_up = { QUIET[4] }, hand = { "Annul" } } }
  local before = #log_lines()
  act("Use Iron Tether", 1)
  act("P3", 1)
  act("No second character", 1)
  assert(decision().player == 1 and decision().kind == "priority", "D is never asked")
  assert(pvar(3, "chained") == 0 and count("hand", 4) == 1)
  assert(count("discard") == 1 and card_name(cards("discard")[1]) == "Iron Tether", "the card is discarded")
  local lines = log_lines()
  for i = before + 1, #lines do assert(lines[i] ~= "a private question", "no window: " .. lines[i]) end
end)

test("BW-S19e, BW-12.8: Shatter on B; C annuls it, D annuls C's Annul: Shatter takes effect, no second window", function()
  setup { players = 4, p1 = { hand = { "Shatter" } },
          p2 = { hand = { "Annul", "Bounty" } },
          p3 = { hand = { "Annul" } },
          p4 = { hand = { "Annul" } } }
  act("Use Shatter on P2", 1)
  local asked = {}
  local function step(p, pick)
    local d = decision()
    assert(d.player == p, "P" .. p .. " expected, P" .. tostring(d.player) .. ": " .. tostring(d.prompt))
    asked[#asked + 1] = "P" .. p .. ": " .. d.prompt
    act(pick, p)
  end
  step(2, "None")                       -- the window against Shatter, from the current-turn A: B declines
  step(3, "Annul")                      -- C annuls the Shatter
  step(2, "None")                       -- the window against C's Annul (its own, BW-12.8)
  step(4, "Annul")                      -- D annuls C's Annul
  step(2, "None")                       -- the window against D's Annul: nobody
  assert(asked[1] == "P2: Annul Shatter on P2?" and asked[2] == "P3: Annul Shatter on P2?", asked[2])
  assert(asked[3] == "P2: Annul Annul?" and asked[4] == "P4: Annul Annul?" and asked[5] == "P2: Annul Annul?", asked[4])
  assert(decision().player == 1 and decision().kind == "priority", "no second window against Shatter: " .. tostring(decision().prompt))
  assert(count("hand", 2) == 1, "Shatter took effect: one of B's two cards discarded")
  assert(count("discard") == 4, "Shatter, two Annuls and B's card")
end)
