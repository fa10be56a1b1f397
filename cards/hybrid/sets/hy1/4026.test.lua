-- Mirror Mage (light creature, wizard, cost 4, 4 stars, 2/4): "{3}, {T}: Return target creature to its owner's hand."

test("HY-7.13, HY-11.2, HY-4.2: pay 3 and tap: P2's Thunder Roc returns to P2's hand", function()
  setup { p1 = { creature = { "Mirror Mage" }, vars = { mana = 3 } }, p2 = { creature = { "Thunder Roc" } } }
  act("Mirror Mage", 1)
  act("Thunder Roc", 1)
  assert(pvar(1, "mana") == 0 and is_tapped(find("Mirror Mage", 1, "creature")), "both costs paid")
  pass(2)
  assert(find("Thunder Roc", 2, "hand") and count("creature", 2) == 0, "to its owner's hand")
end)

test("HY-12.8, HY-4.6: a token it returns ceases to exist", function()
  setup { p1 = { creature = { "Mirror Mage" }, vars = { mana = 3 } }, p2 = { creature = { "Hive Drone" } } }
  act("Mirror Mage", 1)
  act("Hive Drone", 1)
  pass(2)
  assert(count("creature", 2) == 0 and count("hand", 2) == 0 and not find("Hive Drone", 2, "hand"), "gone")
end)

test("HY-12.2, HY-7.13: not the turn it is summoned ({T}), nor with 2 mana ({3})", function()
  setup { p1 = { hand = { "Mirror Mage" }, vars = { mana = 7 } }, p2 = { creature = { "Thunder Roc" } } }
  act("Summon Mirror Mage", 1)
  assert(not has_option("Mirror Mage"), "summoning sickness")
  setup { p1 = { creature = { "Mirror Mage" }, vars = { mana = 2 } }, p2 = { creature = { "Thunder Roc" } } }
  assert(not has_option("Mirror Mage"), "2 mana")
end)

test("HY-10.6, HY-8.4.2: in P1's own battle it returns the target of P1's attack; P1 picks a new target, P2 directly", function()
  setup { p1 = { creature = { "Mirror Mage", "Dune Jackal" }, vars = { mana = 3 } }, p2 = { creature = { "Reed Skimmer" } } }
  to_step(1, "battle")
  act("Declare an attack", 1)
  act("Dune Jackal", 1)
  act("Reed Skimmer", 1)
  act("None", 1)
  act("Mirror Mage", 1)                                -- speed 1 in P1's own turn: the declared window
  act("Reed Skimmer", 1)
  pass(2)
  assert(find("Reed Skimmer", 2, "hand"), "the target left the field")
  for _ = 1, 20 do
    local d = decision()
    if d.prompt:find("is lost", 1, true) then break end
    if d.kind == "priority" then pass(1) else act("None", d.player) end
  end
  act("P2 directly", 1)
  to_step(1, "main2")
  assert(pvar(2, "life") == 18, "the Jackal hit P2: " .. pvar(2, "life"))
end)
