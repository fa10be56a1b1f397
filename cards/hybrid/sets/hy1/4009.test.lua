-- Ember Duelist (fire creature, cost 3, 3 stars, 3/3): "When this creature is summoned: deal 1 damage to target creature."

test("HY-9.2, HY-7.6: summoned: its trigger deals 1 to Cinder Pup (DEF 1), which is slain", function()
  setup { p1 = { hand = { "Ember Duelist" }, vars = { mana = 3 } }, p2 = { creature = { "Cinder Pup", "Moss Tortoise" } } }
  act("Summon Ember Duelist", 1)
  act("Cinder Pup", 1)                                 -- the target
  assert(chain_size() == 1, "the trigger is a chain link (HY-7.6)")
  pass(2)
  assert(find("Cinder Pup", 2, "graveyard"), "slain")
  assert(var(find("Moss Tortoise", 2, "creature"), "damage") == 0)
  assert(pvar(1, "mana") == 0)
end)

test("HY-10.5: 1 damage on Moss Tortoise (DEF 4) does not slay it, and is gone at the end of the turn", function()
  setup { p1 = { hand = { "Ember Duelist" }, vars = { mana = 3 } }, p2 = { creature = { "Moss Tortoise" } } }
  act("Summon Ember Duelist", 1)
  act("Moss Tortoise", 1)
  pass(2)
  local t = find("Moss Tortoise", 2, "creature")
  assert(t and var(t, "damage") == 1)
  to_step(2, "main1", 4)
  assert(var(t, "damage") == 0)
end)

test("HY-7.9.1 (C2): set and flipped, it is not summoned: no trigger", function()
  setup { p1 = { creature = { { "Ember Duelist", face_down = true, tapped = true } }, vars = { mana = 3 } },
          p2 = { creature = { "Cinder Pup" } } }
  act("Flip Ember Duelist", 1)
  assert(not is_face_down(find("Ember Duelist", 1, "creature")) and chain_size() == 0, "flipped, no link")
  assert(find("Cinder Pup", 2, "creature"), "no damage")
end)
