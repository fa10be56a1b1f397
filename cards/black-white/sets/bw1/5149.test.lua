-- Pack Brawler (male, 4). Join In: when another character uses a Thrust on a character other than
-- you, you may use a Thrust from your hand on that character too; it counts toward no limit and
-- ignores range. becoming_target (BW-12.1 step 4); the inserted use settles first (BW-7.4). Five
-- seats: P5 is at distance 2 from P2, out of its range 1. (BW-S20: 5148.test.lua.)

local function brawler(hero_zone, hand)
  local p5 = { hand = hand, vars = { main = 1, sec = 2 } }
  p5[hero_zone] = { "Pack Brawler" }
  if hero_zone == "hero_up" then p5.vars.mshow = 1; p5.faction_up = { "Black Seal" }; p5.faction = { "White Seal" }
  else p5.faction = { "Black Seal", "White Seal" } end
  setup { players = 5, p1 = { hand = { "Thrust" } }, p5 = p5 }
end

test("BW-12.1, BW-7.4, BW-15.4, BW-7.6: revealed, Join In adds its own Thrust on the same target, out of range and beyond any limit", function()
  brawler("hero_up", { "Thrust", "Parry" })
  assert(not in_range(5, 2), "P2 is out of P5's range")
  act("Use Thrust on P2", 1)
  assert(decision().player == 5 and has_option("Use Join In") and decision_view(1).kind ~= "private", "asked openly")
  act("Use Join In", 5)
  act("Thrust", 5)
  assert(pvar(2, "hp") == 2, "P5's Thrust, then P1's: 2 damage: " .. pvar(2, "hp"))
  assert(pvar(5, "thrusts") == 0 and pvar(1, "thrusts") == 1, "the inserted use counts toward no limit")
  local order = {}
  for _, l in ipairs(log_lines()) do if l:find("takes 1 damage", 1, true) then order[#order + 1] = l end end
  assert(order[1] == "P2 takes 1 damage from P5" and order[2] == "P2 takes 1 damage from P1", table.concat(order, " / "))
end)

test("BW-18.6: the Thrust is asked for privately; with none chosen nothing is used", function()
  brawler("hero_up", { "Parry" })
  act("Use Thrust on P2", 1)
  act("Use Join In", 5)
  -- P5 holds no Thrust: the engine declines the private question itself, as it would for anyone
  assert(count("hand", 5) == 1 and pvar(2, "hp") == 3, "only P1's Thrust hit")
  assert(decision().player == 1 and decision().kind == "priority")
end)

test("BW-12.7, BW-18.6: hidden, Join In is asked privately and using it reveals", function()
  brawler("hero", { "Thrust" })
  act("Use Thrust on P2", 1)
  assert(decision().player == 5 and has_option("Reveal and use Join In") and decision_view(1).kind == "private")
  act("Reveal and use Join In", 5)
  act("Main", 5)
  act("Thrust", 5)
  assert(count("hero_up", 5) == 1 and pvar(2, "hp") == 2)
end)

test("BW-12.1: not offered when it is itself the target", function()
  setup { players = 5, p1 = { hand = { "Thrust" } }, p2 = { hero_up = { "Pack Brawler" }, vars = { mshow = 1 }, hand = { "Thrust" } } }
  act("Use Thrust on P2", 1)
  assert(pvar(2, "hp") == 3 and decision().player == 1 and decision().kind == "priority")
end)
