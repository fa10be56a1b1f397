-- Cairn Ward (normal magic, 1 mana): "Create a 0/3 Stone Spirit token with Taunt."
-- Passes until `p`, the active player, holds priority with an empty chain in step `s`.

test("HY-12.8, HY-12.1: a 0/3 Stone Spirit token with Taunt", function()
  setup { p1 = { hand = { "Cairn Ward" }, vars = { mana = 1 } } }
  act("Activate Cairn Ward", 1); pass(2)
  local s = find("Stone Spirit", 1, "creature")
  assert(s and atk(s) == 0 and def(s) == 3, "a 0/3 token")
  assert(has(s, "keywords", "taunt"), "with Taunt")
  assert(find("Cairn Ward", 1, "graveyard") and pvar(1, "mana") == 0)
end)

test("HY-12.1, HY-10.2.2, HY-10.4: the Spirit stops direct attacks on its controller; with 0 ATK it deals no damage", function()
  setup { p1 = { hand = { "Cairn Ward" }, vars = { mana = 1 } }, p2 = { creature = { "Cliff Ram" } } }
  act("Activate Cairn Ward", 1); pass(2)
  until_priority(2, "battle")
  act("Declare an attack", 2)                          -- Cliff Ram; its only target is the Spirit
  local ram = find("Cliff Ram", 2, "creature")
  local s = find("Stone Spirit", 1, "creature")
  assert(var(ram, "target") == s, "P1 cannot be attacked directly")
  pass(2)                                              -- the declared window
  act("None", 1)                                       -- P1 does not block
  until_priority(2, "battle")
  assert(find("Stone Spirit", 1, "gone") or not find("Stone Spirit", 1, "creature"), "3 damage slew the Spirit")
  assert(not find("Stone Spirit", 1, "graveyard"), "a token does not reach the graveyard")
  assert(var(find("Cliff Ram", 2, "creature"), "damage") == 0, "the Spirit dealt no damage back")
end)
