-- Duskblade Assassin (dark creature, cost 4, 4 stars, 4/2): "When this creature is summoned: destroy target set creature an opponent controls."

test("HY-9.2, HY-11.2: summoned: destroys P2's set Reed Skimmer; P1's own set creature cannot be the target", function()
  setup { p1 = { hand = { "Duskblade Assassin" }, creature = { { "Cinder Pup", face_down = true, tapped = true } }, vars = { mana = 4 } },
          p2 = { creature = { { "Reed Skimmer", face_down = true, tapped = true }, "Dune Jackal" } } }
  act("Summon Duskblade Assassin", 1)                  -- its only legal target: the set Reed Skimmer
  assert(chain_size() == 1)
  pass(2)
  assert(find("Reed Skimmer", 2, "graveyard"), "destroyed")
  assert(find("Cinder Pup", 1, "creature") and find("Dune Jackal", 2, "creature"), "the others stay")
end)

test("HY-9.2: with several set creatures P1 chooses; face-up creatures are not offered", function()
  setup { p1 = { hand = { "Duskblade Assassin" }, vars = { mana = 4 } },
          p2 = { creature = { { "Reed Skimmer", face_down = true, tapped = true }, { "Cinder Pup", face_down = true, tapped = true }, "Dune Jackal" } } }
  act("Summon Duskblade Assassin", 1)
  assert(has_option("Cinder Pup") and not has_option("Dune Jackal"), "set ones only")
  act("Cinder Pup", 1)
  pass(2)
  assert(find("Cinder Pup", 2, "graveyard") and find("Reed Skimmer", 2, "creature"))
end)

test("HY-1.8: with no set creature to target, the trigger is skipped; the summon stands", function()
  setup { p1 = { hand = { "Duskblade Assassin" }, vars = { mana = 4 } }, p2 = { creature = { "Dune Jackal" } } }
  act("Summon Duskblade Assassin", 1)
  assert(chain_size() == 0 and find("Duskblade Assassin", 1, "creature"))
  assert(find("Dune Jackal", 2, "creature"))
end)
