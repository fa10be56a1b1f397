-- Bastion Golem (earth creature, cost 4, 4 stars, 2/5): "Taunt"

-- The labels of the pending decision's options, joined.
local function labels()
  local t = {}
  for i, o in ipairs(decision().options) do t[i] = type(o) == "table" and (o.label or "") or tostring(o) end
  return table.concat(t, " | ")
end

test("HY-12.1, HY-10.2.1, HY-10.2.2: P2's Taunt: P1 cannot attack P2 directly; P3 and the Golem can be attacked", function()
  setup { players = 3, p1 = { creature = { "Dune Jackal" } }, p2 = { creature = { "Bastion Golem", "Cinder Pup" } } }
  to_step(1, "battle")
  act("Declare an attack", 1)
  local l = labels()
  assert(not l:find("P2 directly", 1, true), "Taunt: " .. l)
  assert(l:find("P3 directly", 1, true) and l:find("Bastion Golem", 1, true) and l:find("Cinder Pup", 1, true), l)
  act("P3 directly", 1)                                -- Taunt does not force the attack onto the Golem
  to_step(1, "main2")
  assert(pvar(3, "life") == 18 and pvar(2, "life") == 20)
end)

test("HY-7.8, HY-12.1: 4 stars: it can be set; set, it has no Taunt and P2 can be attacked directly", function()
  setup { active = 2, p2 = { hand = { "Bastion Golem" } } }
  act("Set Bastion Golem", 2)
  assert(is_face_down(find("Bastion Golem", 2, "creature")))
  setup { p1 = { creature = { "Dune Jackal" } }, p2 = { creature = { { "Bastion Golem", face_down = true, tapped = true } } } }
  to_step(1, "battle")
  act("Declare an attack", 1)
  assert(labels():find("P2 directly", 1, true), "a face-down creature has no Taunt: " .. labels())
end)

test("HY-7.6, HY-3.5: summoned for 4 mana: 2/5 with the keyword taunt", function()
  setup { p1 = { hand = { "Bastion Golem" }, vars = { mana = 4 } } }
  act("Summon Bastion Golem", 1)
  local c = find("Bastion Golem", 1, "creature")
  assert(c and pvar(1, "mana") == 0 and atk(c) == 2 and def(c) == 5 and has_keyword(c, "taunt"))
end)
