-- Cloister Recluse (female, 3). Unheeding (locked): when you become the target of a magic card, you
-- are cancelled as its target (hook cancel_magic_target, BW-7.8). Quiet Study: once per play phase,
-- you may discard 1 magic card from your hand to draw 2 cards (BW-12.6). BW-S19c/d at character
-- level: seats A-D are P1-P4, A's turn, C (P3) the Recluse.

local function recluse(zone)
  local c = { hand = { "Thrust" }, vars = { main = 1, sec = 2 } }
  c[zone] = { "Cloister Recluse" }
  if zone == "hero_up" then c.faction_up = { "Black Seal" }; c.faction = { "White Seal" }; c.vars.mshow = 1
  else c.faction = { "Black Seal", "White Seal" } end
  return c
end

test("BW-S19c, BW-7.8: Iron Tether on B and C; C is cancelled as a magic target: one Annul window, only B chains", function()
  setup { players = 4, p1 = { hand = { "Iron Tether" } }, p3 = recluse("hero_up"), p4 = { hand = { "Annul" } } }
  act("Use Iron Tether", 1)
  act("P2", 1)
  act("P3", 1)
  local d = decision()
  assert(d.player == 4 and d.prompt == "Annul Iron Tether on P2?", "a window for B only: " .. d.prompt)
  act("None", 4)
  assert(decision().player == 1 and decision().kind == "priority", "no window for C")
  assert(pvar(2, "chained") == 1 and pvar(3, "chained") == 0, "only B chained")
  local seen = 0
  for _, l in ipairs(log_lines()) do if l == "P3 is no longer a target of Iron Tether (BW-7.8)" then seen = seen + 1 end end
  assert(seen == 1)
end)

test("BW-S19d, BW-7.8, BW-12.1: Iron Tether on C only: no target left, discarded, no Annul window", function()
  -- Revealed characters whose skills answer none of these timings: a hidden one would be asked
  -- privately at each (BW-12.7), and this test counts the private questions an Annul window puts.
  setup { players = 4, p1 = { hero_up = { "Brine Oracle" }, hand = { "Iron Tether" } }, p2 = { hero_up = { "Moss Hermit" } },
          p3 = recluse("hero_up"), p4 = { hero_up = { "Amber Sage" }, hand = { "Annul" } } }
  local before = private_lines()
  act("Use Iron Tether", 1)
  act("P3", 1)
  act("No second character", 1)
  assert(decision().player == 1 and decision().kind == "priority", "D is never asked")
  assert(private_lines() == before, "no window, not even in private")
  assert(pvar(3, "chained") == 0 and count("hand", 4) == 1)
  assert(count("discard") == 1 and card_name(cards("discard")[1]) == "Iron Tether")
end)

test("BW-7.8, BW-14.2: a Languor on her is cancelled: discarded, never placed in her judge area", function()
  setup { players = 4, p1 = { hand = { "Languor" } }, p3 = recluse("hero_up") }
  act("Use Languor on P3", 1)
  assert(count("judge", 3) == 0 and card_name(cards("discard")[1]) == "Languor")
end)

test("BW-12.7, BW-0.3.5: hidden, Unheeding does not apply and never reveals her: the Tether chains her", function()
  setup { players = 4, p1 = { hand = { "Iron Tether" } }, p3 = recluse("hero") }
  act("Use Iron Tether", 1)
  act("P3", 1)
  act("No second character", 1)
  assert(pvar(3, "chained") == 1 and count("hero", 3) == 1)
end)

test("BW-7.8: her own Bounty (target: herself) is cancelled too; it is discarded and she draws nothing", function()
  setup { players = 4, active = 3, p3 = { hero_up = { "Cloister Recluse" }, vars = { mshow = 1 }, hand = { "Bounty" } } }
  stock(4)
  act("Use Bounty", 3)
  assert(count("hand", 3) == 0 and card_name(cards("discard")[1]) == "Bounty")
end)

test("BW-12.6, BW-12.7: hidden, Quiet Study reveals, discards a magic card and draws 2", function()
  setup { players = 4, p1 = { hero = { "Cloister Recluse" }, faction = { "Black Seal", "White Seal" }, vars = { main = 1, sec = 2 },
                              hand = { "Bounty", "Thrust" } } }
  stock(3)
  assert(has_option("Use skill Quiet Study") and decision_view(2).options == nil)
  act("Use skill Quiet Study", 1)
  act("Main", 1)
  assert(count("hero_up", 1) == 1 and count("hand", 1) == 3 and card_name(cards("discard")[1]) == "Bounty")
  assert(not has_option("Quiet Study"), "once per play phase")
end)

test("BW-12.6: Quiet Study needs a magic card: a Thrust and equipment are not", function()
  setup { players = 4, p1 = { hero_up = { "Cloister Recluse" }, vars = { mshow = 1 }, hand = { "Thrust", "Moon Axe" } } }
  assert(not has_option("Quiet Study"))
end)
