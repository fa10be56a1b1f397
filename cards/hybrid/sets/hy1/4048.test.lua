-- Battle Fury (quick magic, 1 mana): "Target creature gets +2 ATK until end of turn."
-- Passes until `p`, the active player, holds priority with an empty chain in step `s`.

test("HY-10.8, HY-10.4: used after the attack declaration, the +2 ATK adds to the damage", function()
  setup { p1 = { hand = { "Battle Fury" }, creature = { "Cliff Ram" }, vars = { mana = 1 } } }
  until_priority(1, "battle")
  act("Declare an attack", 1)                          -- the Ram at P2, its only target
  act("Activate Battle Fury", 1)                       -- the declared window; its one target: the Ram
  pass(2)
  assert(atk(find("Cliff Ram", 1, "creature")) == 5, "3 + 2")
  until_priority(1, "battle")
  assert(pvar(2, "life") == 15, "P2 took 5: " .. pvar(2, "life"))
end)

test("HY-9.4: the bonus ends in the end phase", function()
  setup { p1 = { hand = { "Battle Fury" }, creature = { "Cliff Ram" }, vars = { mana = 1 } } }
  act("Activate Battle Fury", 1); pass(2)
  assert(atk(find("Cliff Ram", 1, "creature")) == 5)
  until_priority(2, "main1")
  assert(atk(find("Cliff Ram", 1, "creature")) == 3, "back to 3")
end)

test("HY-7.8: a set creature has no ATK and is no target; an opponent's face-up creature is", function()
  setup { p1 = { hand = { "Battle Fury" }, creature = { { "Cliff Ram", face_down = true, tapped = true } }, vars = { mana = 1 } } }
  assert(not has_option("Activate Battle Fury"), "no face-up creature to target")
  setup { p1 = { hand = { "Battle Fury" }, vars = { mana = 1 } }, p2 = { creature = { "Dune Jackal" } } }
  act("Activate Battle Fury", 1); pass(2)
  assert(atk(find("Dune Jackal", 2, "creature")) == 4, "any creature: P2's Jackal gets +2")
end)
