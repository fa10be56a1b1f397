-- BW-S22: HP below 0, dying and the rescue poll, the hand limit, max HP
-- (BW-4.2-4.6, BW-13.2, BW-13.5, BW-13.6, BW-18.6). Seats A-E are P1-P5.

test("BW-S22, BW-4.3, BW-4.4, BW-4.5, BW-4.6, BW-13.6: A at 1/4 takes 2 in B's turn; the rescue poll starts from B and stops at HP 1", function()
  -- A is Vigil Keeper (Steadfast at damage_received). B's Fire Thrust deals
  -- 1 + 1: B's fire damage is +1 (an effect's grant, GRANT.fire_bonus).
  setup { players = 5, active = 2,
          p1 = { hero_up = { "Vigil Keeper" }, hand = { "Remedy" }, vars = { hp = 1, mshow = 1 } },
          p2 = { hand = { "Fire Thrust", "Remedy" }, vars = { grant = GRANT.fire_bonus } },
          p3 = { hand = { "Remedy" } },
          p4 = { hand = { "Remedy" } } }
  stock(2)
  act("Use Fire Thrust on P1", 2)
  local d = decision()
  assert(d.player == 2 and d.prompt == "P1 is dying: use a Remedy on it?", "the poll starts from B: " .. tostring(d.prompt))
  assert(decision_view(1).kind == "private" and decision_view(3).kind == "private", "privately")
  assert(pvar(1, "hp") == -1, "HP may be below 0 (BW-4.3): " .. pvar(1, "hp"))
  assert(hp_value(1) == 0 and hand_limit(1) == 0 and hp_lost_of(1) == 4, "HP value 0, hand limit 0, HP lost 4")
  act("Remedy", 2)
  assert(pvar(1, "hp") == 0, "HP 0: still dying")
  d = decision()
  assert(d.player == 3 and d.prompt == "P1 is dying: use a Remedy on it?", "then C: " .. tostring(d.prompt))
  act("Remedy", 3)
  assert(pvar(1, "hp") == 1, "the dying ends")
  d = decision()
  assert(d.player == 1 and has_option("Use Steadfast"), "then damage_received: " .. tostring(d.prompt))
  assert(count("hand", 4) == 1 and count("hand", 1) == 1, "D, E and A were not asked: they keep their Remedies")
  act("Use Steadfast", 1)
  assert(count("hand", 1) == 2)
end)

test("BW-13.6, BW-13.7: nobody rescues: A dies, killed by B", function()
  setup { players = 5, active = 2,
          p1 = { hero_up = { "Vigil Keeper" }, vars = { hp = 1, mshow = 1 } },
          p2 = { hand = { "Thrust" } } }
  act("Use Thrust on P1", 2)
  assert(not in_game(1), "dead")
  assert(log_count("P1 dies, killed by P2") == 1)
end)

-- Every character revealed and none with a skill at max_hp_changed: no
-- question is asked, so the rule can be called from the test itself.
local function revealed_table(hp, maxhp)
  setup { players = 3, p1 = { hero_up = { "Vigil Keeper" }, vars = { hp = hp, maxhp = maxhp } },
          p2 = { hero_up = { "Brine Oracle" } }, p3 = { hero_up = { "Moss Hermit" } } }
end

test("BW-S22, BW-4.2: at 4/4, max HP -1 gives 3/3", function()
  revealed_table(4, 4)
  change_max_hp(1, -1)
  assert(pvar(1, "hp") == 3 and pvar(1, "maxhp") == 3)
end)

test("BW-S22, BW-4.2: at 2/4, max HP -1 gives 2/3", function()
  revealed_table(2, 4)
  change_max_hp(1, -1)
  assert(pvar(1, "hp") == 2 and pvar(1, "maxhp") == 3)
end)

test("BW-13.5: max HP falling to 0 kills with no killer", function()
  revealed_table(1, 1)
  change_max_hp(1, -1)
  assert(not in_game(1))
end)
