-- Wellspring Shrine (continuous magic, 2 mana): "At the start of your preparation phase: gain 1 life."
-- Passes until `p`, the active player, holds priority with an empty chain in step `s`.

test("HY-9.1, HY-6.2: at the start of its controller's preparation phase, they gain 1 life", function()
  setup { active = 2, turn = 4, step = "main2", p1 = { magic = { { "Wellspring Shrine", vars = { live = 1 } } } } }
  until_priority(1, "main1")
  assert(pvar(1, "life") == 21, "gained 1: " .. pvar(1, "life"))
end)

test("HY-9.1: not in an opponent's preparation phase", function()
  setup { step = "main2", p1 = { magic = { { "Wellspring Shrine", vars = { live = 1 } } } } }
  until_priority(2, "main1")
  assert(pvar(1, "life") == 20 and pvar(2, "life") == 20)
end)

test("HY-7.10: a set Shrine does nothing", function()
  setup { active = 2, turn = 4, step = "main2", p1 = { magic = { { "Wellspring Shrine", face_down = true } } } }
  until_priority(1, "main1")
  assert(pvar(1, "life") == 20)
end)

test("HY-7.10: activated from the hand it stays on the field, and works next turn", function()
  setup { p1 = { hand = { "Wellspring Shrine" }, vars = { mana = 2 } } }
  act("Activate Wellspring Shrine", 1); pass(2)
  assert(find("Wellspring Shrine", 1, "magic"))
  until_priority(2, "main1")
  until_priority(1, "main1")
  assert(pvar(1, "life") == 21)
end)
