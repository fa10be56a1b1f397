-- Cinder Duelist (male, 4). Follow-through: after your Thrust deals damage, you may draw 1 card.
-- damage_dealt (BW-13.2), for the damage's source.

test("BW-12.7, BW-18.6, BW-13.2: hidden, Follow-through is offered privately after its Thrust deals damage", function()
  setup { players = 3, p1 = faction_seat("BB", { hand = { "Thrust" }, hero = { "Cinder Duelist" } }) }
  stock(1)
  act("Use Thrust on P2", 1)
  assert(pvar(2, "hp") == 3)
  reveal_and_use(1, "Follow", { 2, 3 })
  act("Main", 1)
  assert(count("hero_up", 1) == 1 and pvar(1, "mshow") == 1)
  assert(count("hand", 1) == 1, "drew 1")
end)

test("BW-12.7: revealed, it is asked openly after the Thrust's damage", function()
  setup { players = 3, p1 = { hand = { "Thrust" }, hero_up = { "Cinder Duelist" }, vars = { mshow = 1 } } }
  stock(1)
  act("Use Thrust on P3", 1)
  assert(decision().player == 1 and has_option("Use Follow") and decision_view(3).kind ~= "private")
  act("Use Follow", 1)
  assert(count("hand", 1) == 1)
end)

test("BW-13.2: damage that is not a Thrust's (a Faceoff's) does not offer it", function()
  setup { players = 3, p1 = { hand = { "Faceoff" }, hero_up = { "Cinder Duelist" }, vars = { mshow = 1 } } }
  stock(1)
  act("Use Faceoff on P2", 1)      -- no one holds an Annul or a Thrust: P2 takes 1 damage
  assert(pvar(2, "hp") == 3, "the Faceoff's damage")
  assert(decision().player == 1 and decision().kind == "priority", "no Follow-through question")
  assert(count("hand", 1) == 0)
end)
