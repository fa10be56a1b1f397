-- Rift Communion (combination): Materials: 1 Dark monster + 1 magic card.
-- Your opponent loses 1000 LP.
test("CW-7.8, CW-11.2: a Dark monster from the field and a magic card from the hand; P2 loses 1000 LP", function()
  setup { turn = 2, p1 = { extra = { "Rift Communion" }, hand = { "Glimmer Bolt" }, monster = { "Rift Hound" } } }
  act("Activate Rift Communion", 1)
  act("Rift Hound", 1)
  assert(find("Rift Hound", 1, "graveyard") and find("Glimmer Bolt", 1, "graveyard"), "materials sent")
  pass(2)
  assert(pvar(2, "lp") == 6000 and pvar(2, "hp") == 7000, "P2 " .. pvar(2, "hp") .. "/" .. pvar(2, "lp"))
  assert(find("Rift Communion", 1, "graveyard"), "in the graveyard")
end)

test("CW-7.8, CW-4.6: a set magic card on the field can be the magic material", function()
  setup { turn = 2, p1 = { extra = { "Rift Communion" }, hand = { "Rift Hound" },
                           magic = { { "Supply Cache", face_down = true, vars = { set_turn = 1 } } } } }
  act("Activate Rift Communion", 1)
  act("Rift Hound", 1)
  assert(find("Supply Cache", 1, "graveyard"), "the set card went to the graveyard")
  pass(2)
  assert(pvar(2, "lp") == 6000, "LP " .. pvar(2, "lp"))
end)

test("CW-7.8.1, CW-11.5: the by-name limit does not stop a different combination magic", function()
  setup { turn = 2, p1 = { extra = { "Rift Communion", "Twin Sigil" },
                           hand = { "Glimmer Bolt", "Ember Drake" }, monster = { "Rift Hound", "Prism Knight" } } }
  act("Activate Rift Communion", 1)
  act("Rift Hound", 1)
  pass(2)
  assert(has_option("Activate Twin Sigil"), "another name is still allowed")
end)

test("CW-7.8: no Dark monster, no activation", function()
  setup { turn = 2, p1 = { extra = { "Rift Communion" }, hand = { "Glimmer Bolt" }, monster = { "Prism Knight" } } }
  assert(not has_option("Activate Rift Communion"), "Prism Knight is Light")
end)
