-- Harbor Smuggler (female, 4). Side Door: after a Thrust you use is offset, you may draw 1 card.
-- Infiltration (mixed): you may also use one more Thrust this phase.
-- card_offset (BW-7.7); infiltration BW-11.8; the Thrust limit BW-15.4.

local function offset(p1)
  setup { players = 3, p1 = p1, p2 = { hand = { "Parry" } } }
  stock(2)
  act("Use Thrust on P2", 1)
  act("Parry", 2)
end

test("BW-7.7, BW-12.7, BW-0.3.4: hidden, Side Door is offered privately; one faction card shown, only the character is revealed", function()
  offset(faction_seat("BW", "main", { hero = { "Harbor Smuggler" }, hand = { "Thrust", "Thrust" } }))
  reveal_and_use(1, "Side Door", { 2, 3 })
  assert(count("hero_up", 1) == 1 and pvar(1, "sshow") == 0)
  assert(count("hand", 1) == 2, "drew 1")
  assert(pvar(1, "tlimit") == 1 and not has_option("Use Thrust"), "not mixed yet: no extra Thrust")
end)

test("BW-11.8, BW-15.4: mixed (both shown), it also allows one more Thrust", function()
  offset(faction_seat("BW", "both", { hero_up = { "Harbor Smuggler" }, hand = { "Thrust", "Thrust" } }))
  assert(has_option("Use Side Door") and decision_view(2).kind ~= "private")
  act("Use Side Door", 1)
  assert(pvar(1, "tlimit") == 2 and has_option("Use Thrust on P3"))
end)

test("BW-11.8: pure (BB), the draw only", function()
  offset(faction_seat("BB", "both", { hero_up = { "Harbor Smuggler" }, hand = { "Thrust", "Thrust" } }))
  act("Use Side Door", 1)
  assert(count("hand", 1) == 2 and pvar(1, "tlimit") == 1 and not has_option("Use Thrust"))
end)

test("BW-7.7: not offered when the Thrust is not offset", function()
  setup { players = 3, p1 = { hero_up = { "Harbor Smuggler" }, hand = { "Thrust" }, vars = { mshow = 1 } } }
  act("Use Thrust on P2", 1)
  assert(pvar(2, "hp") == 3 and decision().kind == "priority" and count("hand", 1) == 0)
end)
