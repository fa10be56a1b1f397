-- Damage steps and their timings, HP loss, recovery, dying and death
-- (BW-13.2-13.7, BW-4.3, BW-9.3d).

test("BW-13.1, BW-13.2: prevented damage (damage_receiving to 0) fires nothing after it: no damage_received", function()
  -- P2 is Vigil Keeper (Steadfast at damage_received); its damage is
  -- prevented by an effect's grant (GRANT.prevent_damage).
  setup { players = 3, p1 = { hand = { "Thrust" } },
          p2 = { hero_up = { "Vigil Keeper" }, vars = { grant = GRANT.prevent_damage } } }
  act("Use Thrust on P2", 1)
  assert(pvar(2, "hp") == 4)
  assert(decision().player == 1 and decision().kind == "priority", "no Steadfast: " .. tostring(decision().prompt))
end)

test("BW-13.2, BW-9.3d: chain damage is damage: damage_received fires for its recipient", function()
  setup { players = 3, p1 = { hand = { "Fire Thrust" } }, p2 = { vars = { chained = 1 } },
          p3 = { hero_up = { "Vigil Keeper" }, vars = { chained = 1 } } }
  stock(1)
  act("Use Fire Thrust on P2", 1)
  assert(decision().player == 3 and has_option("Use Steadfast"), tostring(decision().prompt))
  act("Use Steadfast", 3)
  assert(pvar(3, "hp") == 3 and pvar(3, "chained") == 0 and count("hand", 3) == 1)
end)

-- All revealed, none answering these timings: the rules run from the test.
local function revealed(p1_hero, p1_vars)
  setup { players = 3, p1 = { hero_up = { p1_hero }, vars = p1_vars },
          p2 = { hero_up = { "Brine Oracle" } }, p3 = { hero_up = { "Moss Hermit" } } }
end

test("BW-13.3: losing HP is not damage: no damage timing (Steadfast is not offered)", function()
  revealed("Vigil Keeper", { hp = 3 })
  lose_hp(1, 2)                 -- a damage_received poll would ask P1 a question here, and fail
  assert(pvar(1, "hp") == 1)
end)

test("BW-13.4, BW-4.3: recovery counts from the actual HP and stops at max HP", function()
  revealed("Vigil Keeper", { hp = -1, maxhp = 4 })
  assert(recover(1, 1) == 1 and pvar(1, "hp") == 0)
  set_pvar(1, "hp", 3)
  assert(recover(1, 2) == 1 and pvar(1, "hp") == 4)
  assert(recover(1, 1) == 0 and pvar(1, "hp") == 4, "nothing at max HP")
end)

test("BW-13.4: hp_recovered fires after a recovery (Spring Mender's Bloom)", function()
  setup { players = 3, p1 = { hero_up = { "Spring Mender" }, hand = { "Remedy" }, vars = { hp = 2, maxhp = 3 } } }
  stock(1)
  act("Use Remedy on yourself", 1)
  assert(pvar(1, "hp") == 3)
  assert(decision().player == 1 and has_option("Use Bloom"), tostring(decision().prompt))
end)

test("BW-13.6: dying fires before the rescue poll (Ash Chaplain's Last Rites)", function()
  setup { players = 3, p1 = { hand = { "Thrust" } }, p2 = { vars = { hp = 1 } },
          p3 = { hero_up = { "Ash Chaplain" }, hand = { "Bounty", "Bounty" } } }
  act("Use Thrust on P2", 1)
  assert(decision().player == 3 and has_option("Use Last Rites"), tostring(decision().prompt))
  act("Use Last Rites", 3)
  while decision().player == 3 and decision().prompt:find("discard") do answer(1) end
  assert(pvar(2, "hp") == 1 and in_game(2) and count("hand", 3) == 0, "rescued by the skill; no Remedy poll needed")
end)

test("BW-13.7: death fires for the dying character's skills before its cards are revealed (Crow Tallyman)", function()
  setup { players = 3, p1 = { hand = { "Thrust" } },
          p2 = { hero = { "Crow Tallyman" }, vars = { hp = 1 } } }
  stock(2)
  act("Use Thrust on P2", 1)
  local d = decision()
  assert(d.player == 2 and has_option("Reveal and use Last Tally"), tostring(d.prompt))
  assert(decision_view(1).kind == "private", "a hidden character's question is private")
  answer(1)                                   -- declines
  assert(not in_game(2) and count("hero_up", 2) == 1, "then revealed at death")
end)

test("BW-13.6, BW-15.8: the rescue poll passes over the dead: from B (P2) to D (P4), C (P3) being dead", function()
  setup { players = 5, active = 2,
          p1 = { hero_up = { "Vigil Keeper" }, vars = { hp = 1 } },
          p2 = { hand = { "Thrust", "Remedy" } },
          p3 = { hand = { "Remedy" } },
          p4 = { hand = { "Remedy" } } }
  concede(3)
  assert(not in_game(3) and decision().player == 2)
  act("Use Thrust on P1", 2)
  assert(decision().player == 2 and decision().prompt == "P1 is dying: use a Remedy on it?")
  act("None", 2)
  assert(decision().player == 4 and decision().prompt == "P1 is dying: use a Remedy on it?", tostring(decision().player))
  act("Remedy", 4)
  assert(pvar(1, "hp") == 1 and in_game(1))
end)
