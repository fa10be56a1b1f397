-- Gravecall Rite (normal magic, 3 mana): "Special summon a creature with 4 or fewer stars from your graveyard."
-- Passes until `p`, the active player, holds priority with an empty chain in step `s`.

test("HY-7.7: a creature of 4 stars or fewer returns from the graveyard, its mana cost ignored, with summoning sickness", function()
  setup { p1 = { hand = { "Gravecall Rite" }, graveyard = { "Thunder Roc", "Bastion Golem" }, vars = { mana = 3 } } }
  act("Activate Gravecall Rite", 1); pass(2)
  local g = find("Bastion Golem", 1, "creature")  -- the only one with 4 stars or fewer
  assert(g and not is_face_down(g), "Bastion Golem (4 stars) is special summoned face up")
  assert(find("Thunder Roc", 1, "graveyard"), "the 6-star Roc stays")
  assert(pvar(1, "mana") == 0, "only the Rite's 3 was paid, not the Golem's 4")
  until_priority(1, "battle")
  assert(not has_option("Declare an attack"), "summoning sickness (HY-12.2)")
end)

test("HY-7.7: the player chooses among the fitting creatures; a creature in another player's graveyard does not count", function()
  setup { p1 = { hand = { "Gravecall Rite" }, graveyard = { "Cinder Pup", "Cliff Ram" }, vars = { mana = 3 } },
          p2 = { graveyard = { "Moss Tortoise" } } }
  act("Activate Gravecall Rite", 1); pass(2)
  assert(not has_option("Moss Tortoise"), "not from P2's graveyard")
  act("Cliff Ram", 1)
  assert(find("Cliff Ram", 1, "creature") and find("Cinder Pup", 1, "graveyard"))
end)

test("HY-4.4, HY-7.7: not offered with nothing to summon, nor with 5 creatures on the field", function()
  setup { p1 = { hand = { "Gravecall Rite" }, graveyard = { "Thunder Roc" }, vars = { mana = 3 } } }
  assert(not has_option("Activate Gravecall Rite"), "only a 6-star creature in the graveyard")
  setup { p1 = { hand = { "Gravecall Rite" }, graveyard = { "Dune Jackal" }, vars = { mana = 3 },
                 creature = { "Cinder Pup", "Reed Skimmer", "Dune Jackal", "Moss Tortoise", "Cliff Ram" } } }
  assert(not has_option("Activate Gravecall Rite"), "the creature zone is full")
end)
