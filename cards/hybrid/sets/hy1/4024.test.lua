-- Magma Hound (fire creature, cost 2, 2 stars, 3/1): 【Normal creature】

test("HY-10.4: it attacks Moss Tortoise (1/4): deals 3 (survived), takes 1 and is slain", function()
  setup { p1 = { creature = { "Magma Hound" } }, p2 = { creature = { "Moss Tortoise" } } }
  to_step(1, "battle")
  declare("Magma Hound", "Moss Tortoise")
  fight()
  assert(var(find("Moss Tortoise", 2, "creature"), "damage") == 3)
  assert(find("Magma Hound", 1, "graveyard"))
end)

test("HY-7.6, HY-7.8: summoned for 2 (3/1 fire); a second copy is set for no mana", function()
  setup { p1 = { hand = { "Magma Hound", "Magma Hound" }, vars = { mana = 2 } } }
  act("Summon Magma Hound", 1)
  act("Set Magma Hound", 1)
  local up = filter(cards("creature", 1), function(c) return not is_face_down(c) end)[1]
  assert(up and atk(up) == 3 and def(up) == 1 and get(up, "attribute") == "fire")
  assert(count("creature", 1) == 2 and pvar(1, "mana") == 0)
end)
