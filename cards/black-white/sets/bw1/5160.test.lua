-- Scar Ascetic (male, 4). Bloodletting: once per play phase, you may lose 1 HP to draw 2 cards.
-- Flesh Oath: when you are dying, you may lower your max HP by 1 to recover to 1 HP. Losing HP is
-- not damage (BW-13.3); max HP changes follow BW-4.2, and at 0 the character dies with no killer
-- (BW-13.5); `dying` fires before anyone is asked for a Remedy (BW-13.6).

local function ascetic(zone, vars, more)
  local p1 = { vars = vars or {} }
  p1.vars.main, p1.vars.sec = 1, 2
  p1[zone] = { "Scar Ascetic" }
  if zone == "hero_up" then p1.faction_up = { "Black Seal", "White Seal" }; p1.vars.mshow, p1.vars.sshow = 1, 1
  else p1.faction = { "Black Seal", "White Seal" } end
  local t = { players = 3, p1 = p1 }
  for k, v in pairs(more or {}) do t[k] = v end
  setup(t)
  stock(6)
end

test("BW-13.3, BW-12.6: Bloodletting: 1 HP lost (no damage), 2 cards drawn, once per play phase", function()
  ascetic("hero_up")
  act("Use skill Bloodletting", 1)
  assert(pvar(1, "hp") == 3 and pvar(1, "maxhp") == 4 and count("hand", 1) == 2)
  assert(#lines_with("P1 loses 1 HP (BW-13.3)") == 1 and #lines_with("damage") == 0, "HP loss, not damage")
  assert(not has_option("Bloodletting"))
end)

test("BW-13.6, BW-4.2: at 1 HP Bloodletting brings it to dying; Flesh Oath: max HP 4 -> 3, HP 1; then it draws 2", function()
  ascetic("hero_up", { hp = 1 })
  act("Use skill Bloodletting", 1)
  local d = decision()
  assert(d.player == 1 and d.prompt == "Use a skill? (dying)" and has_option("Use Flesh Oath"), d.prompt)
  act("Use Flesh Oath", 1)
  assert(pvar(1, "maxhp") == 3 and pvar(1, "hp") == 1 and in_game(1))
  assert(#lines_with("P1's max HP falls to 3 (BW-4.2)") == 1 and #lines_with("P1 recovers 1 HP") == 1)
  assert(count("hand", 1) == 2)
end)

test("BW-13.6: Flesh Oath answers a killing Thrust too; at HP -1 it recovers 2 to reach 1", function()
  ascetic("hero_up", { hp = 1 }, { active = 2, p2 = { hand = { "Fire Thrust" }, hero_up = { "Forge Zealot" }, vars = { mshow = 1 } } })
  act("Use Fire Thrust on P1", 2)                -- 1 + 1 (Stoke): HP -1
  act("Use Flesh Oath", 1)
  assert(pvar(1, "hp") == 1 and pvar(1, "maxhp") == 3)
end)

test("BW-13.5: at max HP 1 the oath lowers it to 0: the character dies with no killer", function()
  ascetic("hero_up", { hp = 1, maxhp = 1 }, { active = 2, p2 = { hand = { "Thrust" } } })
  act("Use Thrust on P1", 2)
  act("Use Flesh Oath", 1)
  assert(not in_game(1) and #lines_with("P1 dies") == 1 and #lines_with("killed by") == 0)
end)

test("BW-12.7: hidden, Bloodletting reveals the character", function()
  ascetic("hero")
  assert(has_option("Use skill Bloodletting") and decision_view(2).options == nil)
  act("Use skill Bloodletting", 1)
  act("Main", 1)
  assert(count("hero_up", 1) == 1 and pvar(1, "hp") == 3 and count("hand", 1) == 2)
end)
