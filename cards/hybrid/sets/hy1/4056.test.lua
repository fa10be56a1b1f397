-- Chains of Dusk (aura magic, 2 mana): "Attach to target creature. Attached creature cannot attack."
-- Passes until `p`, the active player, holds priority with an empty chain in step `s`.

test("HY-1.8, HY-10.2: the attached creature cannot attack", function()
  local r = setup { active = 2, turn = 4, p1 = { magic = { { "Chains of Dusk", ref = "c" } } },
                    p2 = { creature = { { "Cliff Ram", ref = "ram" } } } }
  set_var(r.c, "attached", r.ram); set_var(r.c, "live", 1)   -- attached and working
  until_priority(2, "battle")
  assert(not has_option("Declare an attack"), "the chained Ram cannot attack")
end)

test("HY-7.15: activated on an opponent's creature; another creature may still attack", function()
  setup { p1 = { hand = { "Chains of Dusk" }, vars = { mana = 2 } }, p2 = { creature = { "Cliff Ram", "Dune Jackal" } } }
  act("Activate Chains of Dusk", 1); act("Cliff Ram", 1); pass(2)
  assert(var(find("Chains of Dusk", 1, "magic"), "attached") == find("Cliff Ram", 2, "creature"))
  until_priority(2, "battle")
  act("Declare an attack", 2)                          -- the only creature that may attack: the Jackal
  assert(var(find("Dune Jackal", 2, "creature"), "attacking") == 1, "the Jackal attacks")
  assert(var(find("Cliff Ram", 2, "creature"), "attacking") == 0, "the Ram does not")
end)

test("HY-11.3: it does not stop blocking", function()
  local r = setup { p1 = { creature = { "Dune Jackal" }, magic = { { "Chains of Dusk", ref = "c" } } },
                    p2 = { creature = { { "Cliff Ram", ref = "ram" } } } }
  set_var(r.c, "attached", r.ram); set_var(r.c, "live", 1)   -- attached and working
  until_priority(1, "battle")
  act("Declare an attack", 1); act("P2 directly", 1)
  pass(2)
  assert(decision().player == 2 and has_option("Cliff Ram"), "the chained Ram may block")
end)
