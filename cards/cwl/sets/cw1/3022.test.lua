-- Gravekeeper Owl. Real: When this card is destroyed: you may special summon 1 level 3 or lower monster from your hand.

test("CW-9.1, CW-9.3, CW-7.3: destroyed in Real by an effect, it may special summon a level 3 or lower monster", function()
  setup { p1 = { monster = { "Gravekeeper Owl" }, hand = { "Glimmer Bolt", "Ash Imp", "Prism Knight" } } }
  act("Activate Glimmer Bolt", 1)           -- the Owl is the only monster: not asked
  pass(2)
  assert(find("Gravekeeper Owl", 1, "graveyard"), "the Owl is destroyed")
  act("Yes", 1)                             -- "may": P1 uses it
  pass(2)                                   -- the level 4 Prism Knight is not a choice: Ash Imp
  act("Real-DEF", 1)
  local imp = find("Ash Imp", 1, "monster")
  assert(imp and not is_void(imp) and in_defence(imp), "Ash Imp special summoned in Real-DEF")
  assert(find("Prism Knight", 1, "hand"), "Prism Knight stays in the hand")
end)

test("CW-9.1: its controller may decline", function()
  setup { p1 = { monster = { "Gravekeeper Owl" }, hand = { "Glimmer Bolt", "Ash Imp" } } }
  act("Activate Glimmer Bolt", 1)
  pass(2)
  act("No", 1)
  assert(chain_size() == 0 and count("monster", 1) == 0 and find("Ash Imp", 1, "hand"), "nothing summoned")
end)

test("CW-9.3: destroyed in Void, it does not trigger", function()
  setup { p1 = { monster = { { "Gravekeeper Owl", vars = { void = 1 } } }, hand = { "Glimmer Bolt", "Ash Imp" } } }
  act("Activate Glimmer Bolt", 1)
  pass(2)
  assert(find("Gravekeeper Owl", 1, "graveyard"), "the Owl is destroyed")
  assert(not has_option("Yes") and chain_size() == 0, "no trigger")
  assert(find("Ash Imp", 1, "hand"), "Ash Imp stays in the hand")
end)

test("CW-9, CW-10.4: destroyed in battle in Real, it triggers too", function()
  setup { active = 2, p1 = { monster = { "Gravekeeper Owl" }, hand = { "Rift Hound" } },
          p2 = { monster = { "Prism Knight" } } }
  act("Pass, to the battle phase", 2)
  pass(1)
  pass(2)
  act("Attack with Prism Knight", 2)
  pass(2)
  assert(find("Gravekeeper Owl", 1, "graveyard") and pvar(1, "hp") == 7000 - 500, "destroyed; P1 HP " .. pvar(1, "hp"))
  act("Yes", 1)
  pass(2)
  act("Void-ATK", 1)
  assert(find("Rift Hound", 1, "monster"), "Rift Hound special summoned in P2's turn")
end)
