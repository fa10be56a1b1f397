-- Frost Warden (water creature, cost 4, 4 stars, 3/4): "Taunt"

-- The labels of the pending decision's options, joined.
local function labels()
  local t = {}
  for i, o in ipairs(decision().options) do t[i] = type(o) == "table" and (o.label or "") or tostring(o) end
  return table.concat(t, " | ")
end

test("HY-12.1, HY-10.2.1: P2 controls Frost Warden: P1 may attack only P2's creatures", function()
  setup { p1 = { creature = { "Dune Jackal" } }, p2 = { creature = { "Frost Warden", "Reed Skimmer" } } }
  to_step(1, "battle")
  act("Declare an attack", 1)
  local l = labels()
  assert(not l:find("P2 directly", 1, true) and l:find("Frost Warden", 1, true) and l:find("Reed Skimmer", 1, true), l)
end)

test("HY-12.1, HY-10.1, HY-10.2.4: once Frost Warden is slain, P2 can be attacked directly again", function()
  setup { p1 = { creature = { "Thunder Roc", "Dune Jackal" } }, p2 = { creature = { "Frost Warden" } } }
  to_step(1, "battle")
  declare("Thunder Roc", "Frost Warden")
  fight()
  assert(find("Frost Warden", 2, "graveyard"), "6 damage to DEF 4")
  assert(var(find("Thunder Roc", 1, "creature"), "damage") == 3, "it dealt 3 back")
  act("Declare an attack", 1)                          -- the Jackal; P2 is its only target now
  fight()
  assert(pvar(2, "life") == 18, "P2 at " .. pvar(2, "life"))
end)

test("HY-7.6, HY-12.2: summoned for 4 mana, its Taunt works at once, with summoning sickness", function()
  setup { p1 = { hand = { "Frost Warden" }, vars = { mana = 4 } }, p2 = { creature = { "Dune Jackal" } } }
  act("Summon Frost Warden", 1)
  local c = find("Frost Warden", 1, "creature")
  assert(c and pvar(1, "mana") == 0 and atk(c) == 3 and def(c) == 4 and get(c, "attribute") == "water")
  to_step(2, "battle", 4)
  act("Declare an attack", 2)                          -- the Jackal
  assert(not labels():find("P1 directly", 1, true), "P1 is shielded: " .. labels())
end)
