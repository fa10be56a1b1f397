-- Warden's Bulwark (artifact, 2 mana, equip cost 2): "Equip {2}. Equipped creature gets +0/+3 and has Taunt."
-- Passes until `p`, the active player, holds priority with an empty chain in step `s`.

test("HY-7.14: equipping costs 2; the creature gets +0/+3 and Taunt", function()
  setup { p1 = { hand = { "Warden's Bulwark" }, creature = { "Dune Jackal" }, vars = { mana = 4 } } }
  act("Activate Warden's Bulwark", 1); pass(2)
  local j = find("Dune Jackal", 1, "creature")
  assert(not has(j, "keywords", "taunt"), "not equipped yet: no Taunt")
  act("Warden's Bulwark", 1); pass(2)
  assert(pvar(1, "mana") == 0, "2 + 2 paid")
  assert(atk(j) == 2 and def(j) == 5, "2/5: " .. atk(j) .. "/" .. def(j))
  assert(has(j, "keywords", "taunt"), "it has Taunt")
end)

test("HY-12.1, HY-10.2.2: the creature wearing it shields its controller from direct attacks, not itself", function()
  local r = setup { active = 2, turn = 4,
    p1 = { creature = { { "Moss Tortoise", ref = "t" } }, magic = { { "Warden's Bulwark", ref = "b", vars = { live = 1 } } } },
    p2 = { creature = { "Cliff Ram" } } }
  set_var(r.b, "attached", r.t)
  until_priority(2, "battle")
  act("Declare an attack", 2)                          -- its only attacker, and its only target
  local ram = find("Cliff Ram", 2, "creature")
  assert(var(ram, "attacking") > 0, "the attack was declared")
  assert(var(ram, "target") == r.t, "not P1 directly: the Taunt creature itself is the one target")
end)
