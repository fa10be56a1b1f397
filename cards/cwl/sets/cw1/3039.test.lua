-- Hollow Lance: If you control a Void monster: your opponent loses 800 LP.
test("CW-11.2: with a Void monster, the opponent loses 800 LP", function()
  setup { p1 = { hand = { "Hollow Lance" }, monster = { { "Rift Hound", vars = { void = 1 } } } } }
  act("Activate Hollow Lance", 1)
  pass(2)
  assert(pvar(2, "lp") == 6200 and pvar(2, "hp") == 7000, "P2 " .. pvar(2, "hp") .. "/" .. pvar(2, "lp"))
  assert(pvar(1, "lp") == 7000, "its controller loses nothing")
  assert(find("Hollow Lance", 1, "graveyard"), "in the graveyard")
end)

test("CW-7.6.3: with only a Real monster (or the opponent's Void one) it cannot be activated", function()
  setup { p1 = { hand = { "Hollow Lance" }, monster = { "Rift Hound" }, magic = {
            { "Hollow Lance", face_down = true, vars = { set_turn = 0 } } } },
          p2 = { monster = { { "Ember Drake", vars = { void = 1 } } } } }
  assert(not has_option("Activate Hollow Lance"), "not from the hand")
  assert(not has_option("Activate the set Hollow Lance"), "not the set one")
end)

test("CW-1.6, CW-8.3: the condition is read again when it resolves", function()
  setup { turn = 2, p1 = { hand = { "Hollow Lance" }, monster = { { "Rift Hound", vars = { void = 1 } } } },
          p2 = { magic = { { "Phase Shift", face_down = true, vars = { set_turn = 1 } } } } }
  act("Activate Hollow Lance", 1)
  act("Activate the set Phase Shift", 2)    -- Rift Hound switches to Real first
  pass(2)
  assert(not is_void(find("Rift Hound", 1, "monster")), "Rift Hound is Real")
  assert(pvar(2, "lp") == 7000, "no Void monster any more: no LP lost")
end)
