-- BW-S20: the scope of ignoring armor (BW-7.6, BW-7.5, BW-17 Lacquer Coat).
-- Seats A-E are P1-P5. "A ignores its targets' armor" is given here by an
-- effect's grant (player variable `grant`, GRANT.ignore_armor); a revealed
-- character's locked key `ignore_armor`, or a skill setting
-- ev.use.ignore_armor for one use, takes the same path. The part of BW-S20
-- where E's skill inserts its own Thrust is in sets/bw1/5148.test.lua
-- (Needle Fencer's True Point and Pack Brawler's Join In).

local BLACK_THRUST = 5004                        -- spade 4

local function table_with(active, grant)
  local s = { players = 5, active = active,
              p4 = { hand = { "Parry" }, equip = { "Lacquer Coat" } } }
  s["p" .. active] = { hand = { BLACK_THRUST }, equip = { "Ashwood Pike" }, vars = { grant = grant } }   -- range 3
  setup(s)
end

test("BW-S20, BW-7.6: A ignores D's armor: its black Thrust is not nullified; D must Parry or take 1", function()
  table_with(1, GRANT.ignore_armor)
  act("Use Thrust on P4 (black)", 1)
  local d = decision()
  assert(d.player == 4 and has_option("Parry"), "D is asked for a Parry: " .. tostring(d.prompt))
  act("None", 4)
  assert(pvar(4, "hp") == 3, "1 damage through the armor")
end)

test("BW-7.6, BW-7.5: the armor still works against another character's Thrust (the ignoring is its user's)", function()
  table_with(5, 0)                               -- E's turn, E ignores nothing
  act("Use Thrust on P4 (black)", 5)
  assert(decision().player == 5 and decision().kind == "priority", "nullified: D is not asked")
  assert(pvar(4, "hp") == 4 and count("hand", 4) == 1)
end)

test("BW-0.4.3, BW-7.5: a sideways Lacquer Coat is ineffective: the black Thrust is not nullified", function()
  setup { players = 5, p1 = { hand = { BLACK_THRUST }, equip = { "Ashwood Pike" } },
          p4 = { equip = { { "Lacquer Coat", tapped = true } } } }
  act("Use Thrust on P4 (black)", 1)
  assert(pvar(4, "hp") == 3)
end)

test("BW-17, BW-7.5: Lacquer Coat does not nullify a red Thrust", function()
  setup { players = 5, p1 = { hand = { "Fire Thrust" } }, p2 = { equip = { "Lacquer Coat" } } }
  act("Use Fire Thrust on P2 (red)", 1)
  assert(pvar(2, "hp") == 3)
end)
