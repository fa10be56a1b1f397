-- Knight's Spear (equip magic, 1 mana): "Equip to target creature you control. Equipped creature gets +1/+1."
-- Passes until `p`, the active player, holds priority with an empty chain in step `s`.

test("HY-7.16: it attaches to a creature its user controls and stays; +1/+1", function()
  setup { p1 = { hand = { "Knight's Spear" }, creature = { "Dune Jackal" }, vars = { mana = 1 } },
          p2 = { creature = { "Cliff Ram" } } }
  act("Activate Knight's Spear", 1)                    -- its one target: the Jackal, not P2's Ram
  pass(2)
  local j = find("Dune Jackal", 1, "creature")
  assert(var(find("Knight's Spear", 1, "magic"), "attached") == j, "attached to the Jackal")
  assert(atk(j) == 3 and def(j) == 3, "3/3: " .. atk(j) .. "/" .. def(j))
end)

test("HY-7.16: not offered when its user controls no face-up creature", function()
  setup { p1 = { hand = { "Knight's Spear" }, creature = { { "Dune Jackal", face_down = true, tapped = true } }, vars = { mana = 1 } },
          p2 = { creature = { "Cliff Ram" } } }
  assert(not has_option("Activate Knight's Spear"))
end)

test("HY-7.16, HY-11.3: when its creature leaves the field it goes to the graveyard (an artifact would stay)", function()
  local r = setup { active = 2, turn = 4, p1 = { creature = { { "Cinder Pup", ref = "pup" } }, magic = { { "Knight's Spear", ref = "s" } } },
                    p2 = { hand = { "Sudden Spark" }, vars = { mana = 1 } } }
  set_var(r.s, "attached", r.pup); set_var(r.s, "live", 1)   -- attached and working
  assert(def(r.pup) == 2)
  act("Activate Sudden Spark", 2); pass(2)
  assert(find("Cinder Pup", 1, "graveyard") and find("Knight's Spear", 1, "graveyard"))
end)
