-- BW-S15: chain variants (BW-9.3, BW-9.3b, BW-9.3c, BW-13.2, BW-13.6).
-- Seats A-E are P1-P5; it is C's (P3's) turn; B, D and E are chained.

local function chained_bde(c_hand, d_vars, c_vars)
  d_vars = d_vars or {}
  d_vars.chained = 1
  setup { players = 5, active = 3,
          p2 = { vars = { chained = 1 } },
          p3 = { hand = c_hand, vars = c_vars },
          p4 = { vars = d_vars },
          p5 = { vars = { chained = 1 } } }
end

test("BW-S15a, BW-9.3: a plain Thrust on chained D: 1 damage, no propagation, D stays chained", function()
  chained_bde({ "Thrust" })
  local start = #log_lines() + 1
  act("Use Thrust on P4", 3)
  assert(pvar(4, "hp") == 3 and pvar(4, "chained") == 1, "D took 1 and is still chained")
  assert(pvar(2, "hp") == 4 and pvar(5, "hp") == 4 and pvar(2, "chained") == 1 and pvar(5, "chained") == 1)
  assert(#lines_with("spreads", start) == 0 and #lines_with("is reset", start) == 0)
end)

test("BW-S15b, BW-9.3, BW-13.6: chained D dies of the fire damage; it still propagates to E and B", function()
  chained_bde({ "Fire Thrust" }, { hp = 1 })
  local start = #log_lines() + 1
  act("Use Fire Thrust on P4", 3)              -- no Parry, then no Remedy from anyone (all asked privately)
  assert(not in_game(4), "D died")
  assert(not result().over, "four BW characters alive, more than T = 2: the game goes on")
  assert(pvar(5, "hp") == 3 and pvar(2, "hp") == 3, "E and B took chain damage")
  assert(pvar(5, "chained") == 0 and pvar(2, "chained") == 0, "and reset")
  local hits = lines_with("chain damage", start)
  assert(#hits == 2 and hits[1]:find("^P5") and hits[2]:find("^P2"), table.concat(hits, " / "))
  assert(#lines_with("P4 is reset", start) == 0, "a dead character does not reset")
end)

-- The prevention is given by an effect's grant (player variable `grant`,
-- bit GRANT.prevent_damage: the same path a target-side skill takes by
-- setting the damage to 0 at damage_receiving).
test("BW-S15c, BW-9.3c, BW-13.2: D's fire damage prevented: no damage, no reset, no propagation", function()
  chained_bde({ "Fire Thrust" }, { grant = GRANT.prevent_damage })
  local start = #log_lines() + 1
  act("Use Fire Thrust on P4", 3)
  assert(pvar(4, "hp") == 4 and pvar(4, "chained") == 1, "D untouched and still chained")
  assert(pvar(2, "hp") == 4 and pvar(5, "hp") == 4 and pvar(2, "chained") == 1 and pvar(5, "chained") == 1)
  assert(#lines_with("The damage to P4 is prevented", start) == 1)
  assert(#lines_with("spreads", start) == 0 and #lines_with("takes", start) == 0)
end)

-- The source's +1 to fire damage is a grant here (GRANT.fire_bonus; a
-- revealed character's locked key `fire_bonus` reads the same way).
test("BW-S15d, BW-9.3b: the source's +1 fire damage applies to D (2) but not again to the chain damage (2 each)", function()
  chained_bde({ "Fire Thrust" }, nil, { grant = GRANT.fire_bonus })
  local start = #log_lines() + 1
  act("Use Fire Thrust on P4", 3)
  assert(pvar(4, "hp") == 2, "D took 1 + 1: " .. pvar(4, "hp"))
  assert(pvar(5, "hp") == 2 and pvar(2, "hp") == 2, "E and B took 2 each, not 3: " .. pvar(5, "hp") .. ", " .. pvar(2, "hp"))
  local hits = lines_with("takes", start)
  assert(#hits == 3 and hits[1] == "P4 takes 2 fire damage from P3" and hits[2] == "P5 takes 2 fire chain damage from P3"
    and hits[3] == "P2 takes 2 fire chain damage from P3", table.concat(hits, " / "))
end)

test("BW-9.3b, BW-13.2: target-side prevention applies to each chain recipient", function()
  setup { players = 5, active = 3,
          p2 = { vars = { chained = 1, grant = GRANT.prevent_damage } },
          p3 = { hand = { "Fire Thrust" } },
          p4 = { vars = { chained = 1 } },
          p5 = { vars = { chained = 1 } } }
  act("Use Fire Thrust on P4", 3)
  assert(pvar(4, "hp") == 3 and pvar(5, "hp") == 3, "D and E took 1")
  assert(pvar(2, "hp") == 4 and pvar(2, "chained") == 1, "B's damage prevented: no damage, still chained")
end)
