-- Snare Setter (female, 4). Tangle Line: once per play phase, you may discard 1 card to turn
-- sideways an equipment card of another character within your attack range. A sideways card stays
-- in its slot, ineffective until its holder's turn start (BW-0.4.3 (2), BW-4.9, BW-15.6).
-- Four seats: P2 and P4 at distance 1 from P1, P3 at 2.

local function snare(zone, more)
  local p1 = { hand = { "Parry", "Thrust" }, vars = { main = 1, sec = 2 } }
  p1[zone] = { "Snare Setter" }
  if zone == "hero_up" then p1.faction_up = { "Black Seal", "White Seal" }; p1.vars.mshow, p1.vars.sshow = 1, 1
  else p1.faction = { "Black Seal", "White Seal" } end
  local t = { players = 4, p1 = p1,
              p2 = { equip = { "Ashwood Pike", "Lacquer Coat" } },
              p3 = { equip = { "Moon Axe" } },
              p4 = { equip = { "Quick Mare" } } }
  for k, v in pairs(more or {}) do t[k] = v end
  setup(t)
end

test("BW-0.4.3, BW-4.9: Tangle Line turns P2's pike sideways: it stays in its slot and gives no range", function()
  snare("hero_up")
  assert(attack_range(2) == 3)
  act("Use skill Tangle Line", 1)
  act("Parry", 1)
  local d = decision()
  assert(d.player == 1 and #d.options == 2 and has_option("P2") and has_option("P4"), "P3 (distance 2) is out of range")
  act("P2", 1)
  act("Ashwood Pike", 1)
  local pike = find("Ashwood Pike", 2, "equip")
  assert(pike and is_tapped(pike) and count("equip", 2) == 2, "sideways, in its slot")
  assert(attack_range(2) == 1, "ineffective: range 1")
  assert(count("hand", 1) == 1 and card_name(cards("discard")[1]) == "Parry")
  assert(not has_option("Tangle Line"), "once per play phase")
end)

test("BW-0.4.3, BW-17.3: a sideways mount changes no distance", function()
  snare("hero_up")
  assert(distance(4, 2) == 1, "P4's Quick Mare: 2 - 1")
  act("Use skill Tangle Line", 1)
  act("Parry", 1)
  act("P4", 1)                                   -- its one upright card goes unasked
  assert(distance(4, 2) == 2)
end)

test("BW-0.4.3: only upright cards of characters in range; none: not offered", function()
  snare("hero_up", { p2 = { equip = { { "Ashwood Pike", tapped = true } } }, p4 = {} })
  assert(not has_option("Tangle Line"), "P2's only card is sideways already, P4 has none, P3 is out of range")
end)

test("BW-12.7: hidden, Tangle Line reveals the character", function()
  snare("hero")
  assert(has_option("Use skill Tangle Line") and decision_view(2).options == nil)
  act("Use skill Tangle Line", 1)
  act("Main", 1)
  act("Parry", 1)
  act("P4", 1)
  assert(count("hero_up", 1) == 1 and is_tapped(cards("equip", 4)[1]))
end)
