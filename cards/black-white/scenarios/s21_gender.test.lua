-- BW-S21: a hidden character has no gender (BW-0.3.3, BW-0.3.6), so Hooked
-- Glaive (BW-17) is not offered against it, nor by a hidden user. Seats A-D
-- are P1-P4; A is Vigil Keeper (male) with a Hooked Glaive; D is Brine
-- Oracle (female).

local function table_with(a_zone, d_zone)
  local s = { players = 4,
              p1 = { hand = { "Thrust" }, equip = { "Hooked Glaive" } },
              p4 = { hand = { "Bounty" } } }
  s.p1[a_zone] = { "Vigil Keeper" }
  s.p4[d_zone] = { "Brine Oracle" }
  setup(s)
  stock(4)
end

test("BW-S21, BW-0.3.6: against hidden D, Hooked Glaive is not offered", function()
  table_with("hero_up", "hero")
  act("Use Thrust on P4", 1)
  assert(decision().player == 1 and decision().kind == "priority", "no Glaive question: " .. tostring(decision().prompt))
  assert(pvar(4, "hp") == 3 and count("hand", 4) == 1 and count("hand", 1) == 0)
end)

test("BW-S21, BW-17: against revealed female D, male A is offered it; D chooses A's draw", function()
  table_with("hero_up", "hero_up")
  act("Use Thrust on P4", 1)
  local d = decision()
  assert(d.player == 1 and d.prompt:find("Hooked Glaive"), "offered: " .. tostring(d.prompt))
  act("Yes", 1)
  d = decision()
  assert(d.player == 4 and has_option("Discard a hand card") and has_option("P1 draws 1 card"), d.prompt)
  act("P1 draws", 4)
  assert(count("hand", 1) == 1 and count("hand", 4) == 1, "A drew 1")
  assert(pvar(4, "hp") == 3, "then the Thrust goes on")
end)

test("BW-17: D may instead discard a hand card", function()
  table_with("hero_up", "hero_up")
  act("Use Thrust on P4", 1)
  act("Yes", 1)
  act("Discard a hand card", 4)
  assert(count("hand", 4) == 0 and count("hand", 1) == 0, "D discarded its Bounty")
end)

test("BW-S21, BW-0.3.6: with A's own character hidden, A has no gender: not offered", function()
  table_with("hero", "hero_up")
  act("Use Thrust on P4", 1)
  assert(decision().player == 1 and decision().kind == "priority", tostring(decision().prompt))
  assert(count("hand", 1) == 0 and count("hand", 4) == 1)
end)

test("BW-17: two revealed males: the genders do not differ, not offered", function()
  setup { players = 4, p1 = { hero_up = { "Vigil Keeper" }, hand = { "Thrust" }, equip = { "Hooked Glaive" } },
          p4 = { hero_up = { "Cinder Duelist" }, hand = { "Bounty" } } }
  act("Use Thrust on P4", 1)
  assert(decision().player == 1 and decision().kind == "priority", tostring(decision().prompt))
end)
