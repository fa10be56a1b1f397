-- Dawn Paladin (light creature, cost 5, 5 stars, 3/6): "Other creatures you control get +0/+1."

test("HY-11.1: P1's other creatures get +0/+1; not the Paladin itself, not P2's creatures", function()
  setup { p1 = { creature = { "Dawn Paladin", "Cinder Pup" } }, p2 = { creature = { "Cinder Pup" } } }
  assert(def(find("Cinder Pup", 1, "creature")) == 2, "1 + 1")
  assert(def(find("Dawn Paladin", 1, "creature")) == 6, "not itself")
  assert(def(find("Cinder Pup", 2, "creature")) == 1, "not P2's")
end)

test("HY-11.1, HY-10.4: with the bonus Cinder Pup (2/2) survives a 1-damage block", function()
  setup { p1 = { creature = { "Dawn Paladin", "Cinder Pup" } }, p2 = { creature = { "Reed Skimmer" } } }
  to_step(1, "battle")
  declare("Cinder Pup", "P2 directly")
  fight({ "Reed Skimmer" })
  assert(find("Cinder Pup", 1, "creature"), "1 damage, DEF 2")
end)

test("HY-11.1, HY-7.6: a creature summoned later gets the bonus; it ends when the Paladin leaves the field", function()
  setup { p1 = { creature = { "Dawn Paladin", "Mirror Mage" }, hand = { "Dune Jackal" }, vars = { mana = 5 } } }
  act("Summon Dune Jackal", 1)
  local j = find("Dune Jackal", 1, "creature")
  assert(def(j) == 3, "2 + 1: " .. def(j))
  act("Mirror Mage", 1)
  act("Dawn Paladin", 1)                               -- Mirror Mage returns the Paladin to P1's hand
  pass(2)
  assert(find("Dawn Paladin", 1, "hand"))
  assert(def(j) == 2 and def(find("Mirror Mage", 1, "creature")) == 4, "the bonus ended: " .. def(j))
end)
