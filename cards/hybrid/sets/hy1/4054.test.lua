-- Thornmail Aura (aura magic, 1 mana): "Attach to target creature. Attached creature gets +0/+2."
-- Passes until `p`, the active player, holds priority with an empty chain in step `s`.

test("HY-7.15: it attaches on resolution and stays; the creature gets +0/+2, which keeps it alive in battle", function()
  setup { p1 = { hand = { "Thornmail Aura" }, creature = { "Dune Jackal" }, vars = { mana = 1 } },
          p2 = { creature = { "Cliff Ram" } } }
  act("Activate Thornmail Aura", 1)
  act("Dune Jackal", 1)                                -- the target
  pass(2)
  local j = find("Dune Jackal", 1, "creature")
  local a = find("Thornmail Aura", 1, "magic")
  assert(a and var(a, "attached") == j, "attached to the Jackal")
  assert(atk(j) == 2 and def(j) == 4, "2/4: " .. atk(j) .. "/" .. def(j))
  until_priority(1, "battle")
  act("Declare an attack", 1); act("Cliff Ram", 1)     -- Jackal attacks the Ram (3 ATK)
  pass(2)
  act("None", 2)                                       -- no blocker
  until_priority(1, "battle")
  j = find("Dune Jackal", 1, "creature")
  assert(j and var(j, "damage") == 3, "3 damage against DEF 4: it survives")
end)

test("HY-7.15: it may enchant an opponent's creature", function()
  setup { p1 = { hand = { "Thornmail Aura" }, vars = { mana = 1 } }, p2 = { creature = { "Dune Jackal" } } }
  act("Activate Thornmail Aura", 1); pass(2)
  assert(def(find("Dune Jackal", 2, "creature")) == 4)
  assert(find("Thornmail Aura", 1, "magic"), "the aura stays on its controller's field")
end)

test("HY-7.15, HY-8.6: its target gone before it resolves, the aura goes to the graveyard", function()
  setup { p1 = { hand = { "Thornmail Aura" }, creature = { "Dune Jackal" }, vars = { mana = 1 } },
          p2 = { magic = { { "Sudden Spark", face_down = true } }, vars = { mana = 1 } } }
  act("Activate Thornmail Aura", 1)
  act("Activate the set", 2)                           -- Sudden Spark on the Jackal
  pass(2)
  assert(find("Dune Jackal", 1, "graveyard"), "the Jackal was slain first")
  assert(find("Thornmail Aura", 1, "graveyard"), "nothing to attach to")
end)
