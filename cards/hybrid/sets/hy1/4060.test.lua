-- Vampiric Fang (equip magic, 2 mana): "Equip to target creature you control. Equipped creature gets +1 ATK. Whenever it deals combat damage to a player, you gain that much life."
-- Passes until `p`, the active player, holds priority with an empty chain in step `s`.

test("HY-7.16, HY-10.4, HY-9.2: +1 ATK; its unblocked damage to a player gains its controller that much life", function()
  local r = setup { p1 = { creature = { { "Dune Jackal", ref = "j" } }, magic = { { "Vampiric Fang", ref = "f" } } } }
  set_var(r.f, "attached", r.j); set_var(r.f, "live", 1)   -- attached and working
  assert(atk(r.j) == 3)
  until_priority(1, "battle")
  act("Declare an attack", 1)                          -- at P2, its only target
  until_priority(1, "battle")
  assert(pvar(2, "life") == 17, "P2 took 3")
  assert(pvar(1, "life") == 23, "P1 gained 3: " .. pvar(1, "life"))
end)

test("HY-7.16, HY-7.12: activated this turn, it attaches (+1 ATK), but its name was used: no life this turn", function()
  setup { p1 = { hand = { "Vampiric Fang" }, creature = { "Dune Jackal" }, vars = { mana = 2 } },
          p2 = { creature = { "Cliff Ram" } } }
  act("Activate Vampiric Fang", 1)                     -- its one target: the Jackal, not P2's Ram
  pass(2)
  local j = find("Dune Jackal", 1, "creature")
  assert(atk(j) == 3 and var(find("Vampiric Fang", 1, "magic"), "attached") == j)
  until_priority(1, "battle")
  act("Declare an attack", 1); act("P2 directly", 1)
  pass(2)
  act("None", 2)
  until_priority(1, "battle")
  assert(pvar(2, "life") == 17, "P2 took 3")
  assert(pvar(1, "life") == 20, "once per turn by name: the activation was this turn's use")
end)

test("HY-10.4: blocked, it deals damage to creatures only: no life", function()
  local r = setup { p1 = { creature = { { "Dune Jackal", ref = "j" } }, magic = { { "Vampiric Fang", ref = "f" } } },
                    p2 = { creature = { "Moss Tortoise" } } }
  set_var(r.f, "attached", r.j); set_var(r.f, "live", 1)   -- attached and working
  until_priority(1, "battle")
  act("Declare an attack", 1); act("P2 directly", 1)
  pass(2)
  act("Moss Tortoise", 2)                              -- P2 blocks
  until_priority(1, "battle")
  assert(var(find("Moss Tortoise", 2, "creature"), "damage") == 3, "the Tortoise took 3")
  assert(pvar(1, "life") == 20 and pvar(2, "life") == 20)
end)
