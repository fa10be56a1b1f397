-- Plains Outrider (male, 4). Saddle Bow (locked): your attack range becomes 3. Hawk Eye (locked):
-- your attack range is +1. Run Down: after your Thrust deals damage to a character at distance 2 or
-- more from you, you may draw 1 card. (BW-4.11, BW-11.9; BW-S25a at character level is
-- scenarios/s25b_range_becomes.test.lua.) Five seats: P3 is at distance 2 from P1, P2 at 1.

local function outrider(zone)
  local p1 = { hand = { "Thrust" }, vars = { main = 1, sec = 2 } }
  p1[zone] = { "Plains Outrider" }
  if zone == "hero_up" then p1.faction_up = { "Black Seal" }; p1.faction = { "White Seal" }; p1.vars.mshow = 1
  else p1.faction = { "Black Seal", "White Seal" } end
  setup { players = 5, p1 = p1 }
  stock(3)
end

test("BW-13.2, BW-4.8: Run Down draws 1 after a Thrust hits a character at distance 2", function()
  outrider("hero_up")
  act("Use Thrust on P3", 1)
  assert(pvar(3, "hp") == 3 and decision().player == 1 and has_option("Use Run Down"), decision().prompt)
  act("Use Run Down", 1)
  assert(count("hand", 1) == 1)
end)

test("BW-4.8: not offered at distance 1", function()
  outrider("hero_up")
  act("Use Thrust on P2", 1)
  assert(pvar(2, "hp") == 3 and decision().kind == "priority" and count("hand", 1) == 0)
end)

test("BW-12.7, BW-0.3.5: hidden, the locked range skills do not apply; the Thrust reaches P2 only", function()
  outrider("hero")
  assert(attack_range(1) == 1 and not has_option("Use Thrust on P3") and has_option("Use Thrust on P2"))
end)

test("BW-12.7: after a reveal through Run Down, the range skills apply: 3 + 1", function()
  setup { players = 5, p1 = { hero = { "Plains Outrider" }, hand = { "Thrust" }, equip = { "Ashwood Pike" },
                              faction = { "Black Seal", "White Seal" }, vars = { main = 1, sec = 2 } } }
  stock(3)
  assert(attack_range(1) == 3, "the pike's 3 while hidden")
  act("Use Thrust on P3", 1)
  assert(decision().player == 1 and has_option("Reveal and use Run Down") and decision_view(2).kind == "private")
  act("Reveal and use Run Down", 1)
  act("Main", 1)
  assert(count("hero_up", 1) == 1 and attack_range(1) == 4 and count("hand", 1) == 1)
end)
