-- Sapphire Tide (normal magic, 0 mana): "Gain 2 mana."
-- Passes until `p`, the active player, holds priority with an empty chain in step `s`.

test("HY-7.3: mana gained from an effect ignores the maximum", function()
  setup { p1 = { hand = { "Sapphire Tide" }, vars = { mana = 10, mana_max = 10 } } }
  act("Activate Sapphire Tide", 1); pass(2)
  assert(pvar(1, "mana") == 12, "10 + 2 = 12: " .. pvar(1, "mana"))
  assert(pvar(1, "mana_max") == 10, "the maximum is unchanged")
  assert(find("Sapphire Tide", 1, "graveyard"))
end)

test("HY-7.4: the extra mana lasts through the opponent's turn and is reset to the maximum at the preparation phase", function()
  setup { p1 = { hand = { "Sapphire Tide" }, vars = { mana = 0, mana_max = 3 } } }
  act("Activate Sapphire Tide", 1); pass(2)
  until_priority(2, "main1")
  assert(pvar(1, "mana") == 2, "still 2 in P2's turn")
  until_priority(1, "main1")
  assert(pvar(1, "mana") == 4 and pvar(1, "mana_max") == 4, "set to the new maximum, 4: " .. pvar(1, "mana"))
end)

test("HY-7.12: a second copy is not offered the same turn", function()
  setup { p1 = { hand = { "Sapphire Tide", "Sapphire Tide" } } }
  act("Activate Sapphire Tide", 1); pass(2)
  assert(pvar(1, "mana") == 2 and not has_option("Activate Sapphire Tide"))
end)
