-- Blazing Mantle (aura magic, 2 mana): "Attach to target creature. Attached creature gets +2 ATK."
-- Passes until `p`, the active player, holds priority with an empty chain in step `s`.

test("HY-7.15, HY-10.4: +2 ATK: an unblocked attack deals 4", function()
  setup { p1 = { hand = { "Blazing Mantle" }, creature = { "Dune Jackal" }, vars = { mana = 2 } } }
  act("Activate Blazing Mantle", 1); pass(2)
  assert(atk(find("Dune Jackal", 1, "creature")) == 4 and pvar(1, "mana") == 0)
  until_priority(1, "battle")
  act("Declare an attack", 1)
  until_priority(1, "battle")
  assert(pvar(2, "life") == 16, "P2 took 4: " .. pvar(2, "life"))
end)

test("HY-7.15, HY-4.1, HY-11.3: when its creature leaves the field, the aura goes to the graveyard", function()
  local r = setup { p1 = { creature = { { "Dune Jackal", ref = "j" } }, magic = { { "Blazing Mantle", ref = "m" } } },
                    p2 = { hand = { "Sudden Spark" }, vars = { mana = 1 } }, active = 2, turn = 4 }
  set_var(r.m, "attached", r.j); set_var(r.m, "live", 1)   -- attached and working
  assert(atk(r.j) == 4)
  act("Activate Sudden Spark", 2); pass(2)
  assert(find("Dune Jackal", 1, "graveyard") and find("Blazing Mantle", 1, "graveyard"))
end)

test("HY-7.8: set face down, it costs nothing and does nothing until flipped in its controller's main phase", function()
  setup { p1 = { hand = { "Blazing Mantle" }, creature = { "Dune Jackal" }, vars = { mana = 2 } } }
  act("Set Blazing Mantle", 1)
  assert(atk(find("Dune Jackal", 1, "creature")) == 2 and pvar(1, "mana") == 2)
  act("Activate the set", 1); pass(2)
  assert(atk(find("Dune Jackal", 1, "creature")) == 4)
end)
