-- HY-S06: Taunt (HY-12.1, HY-10.2.1, HY-10.2.2). Placeholders: Iron Warden =
-- Bastion Golem (Taunt), Gale Kestrel = Reed Skimmer, Storm Titan = Thunder Roc.

local function labels()
  local t = {}
  for i, o in ipairs(decision().options) do t[i] = type(o) == "table" and (o.label or "") or tostring(o) end
  return table.concat(t, " | ")
end

local function position()
  setup { players = 3, p1 = { creature = { "Thunder Roc" } },
          p2 = { creature = { "Bastion Golem", "Reed Skimmer" } } }
  until_priority(1, "battle")
  act("Declare an attack", 1)                          -- its only attacker: Thunder Roc
end

test("HY-S06, HY-12.1, HY-10.2.1: P2 has Taunt: not a target; P2's creatures and P3 are", function()
  position()
  local l = labels()
  assert(not l:find("P2 directly", 1, true), "P2 cannot be attacked directly: " .. l)
  assert(l:find("Bastion Golem", 1, true) and l:find("Reed Skimmer", 1, true), "both creatures can be attacked: " .. l)
  assert(l:find("P3 directly", 1, true), "P3 can be attacked directly: " .. l)
end)

test("HY-S06, HY-10.2.2: Taunt does not force the attack onto the Taunt creature", function()
  position()
  act("Reed Skimmer", 1)
  until_priority(1, "battle")
  assert(find("Reed Skimmer", 2, "graveyard") and find("Bastion Golem", 2, "creature"), "the Skimmer was attacked and slain")
end)

test("HY-S06, HY-10.2.1: attacking P3 directly is legal", function()
  position()
  act("P3 directly", 1)
  until_priority(1, "battle")
  assert(pvar(3, "life") == 14 and pvar(2, "life") == 20, "P3 took 6: " .. pvar(3, "life"))
end)
