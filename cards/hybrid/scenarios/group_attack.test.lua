-- A group attack in a 3-player game (HY-10.2.4, HY-10.3, HY-10.4): one
-- declaration, split on two defending players, who block in turn order.

local function until_question()
  for _ = 1, 30 do
    if decision().kind ~= "priority" then return decision() end
    pass(1)
  end
  error("no question")
end
local function line_of(text)
  for i, l in ipairs(log_lines()) do if l:find(text, 1, true) then return i end end
  return 0
end

test("HY-10.2.4, HY-10.2.3, HY-10.3: one group, Roc at P2 and Ram at P3; P2 then P3 block, each only the attacker aimed at them", function()
  setup { players = 3, p1 = { creature = { "Thunder Roc", "Cliff Ram" } },
          p2 = { creature = { "Moss Tortoise" } }, p3 = { creature = { "Dune Jackal" } } }
  until_priority(1, "battle")
  act("Declare an attack", 1)
  act("Thunder Roc", 1); act("P2 directly", 1)
  act("Cliff Ram", 1); act("P3 directly", 1)
  assert(gvar("decl") == 1, "one declaration")
  local a, b = find("Thunder Roc", 1, "creature"), find("Cliff Ram", 1, "creature")
  assert(is_tapped(a) and is_tapped(b) and var(a, "attacking") == 1 and var(b, "attacking") == 2, "both attack, in order")
  local q = until_question()
  assert(q.player == 2, "P2 blocks first (turn order after P1): P" .. q.player)
  act("Moss Tortoise", 2)                              -- it can only block the Roc
  q = until_question()
  assert(q.player == 3, "then P3")
  act("Dune Jackal", 3)
  until_priority(1, "battle")
  assert(find("Moss Tortoise", 2, "graveyard") and find("Dune Jackal", 3, "graveyard"), "both blockers slain")
  assert(var(a, "damage") == 1 and var(b, "damage") == 2, "each attacker took its blocker's ATK")
  assert(pvar(2, "life") == 20 and pvar(3, "life") == 20, "both attacks were blocked")
  local r1, r2 = line_of("Thunder Roc#1 battles"), line_of("Cliff Ram#2 battles")
  assert(r1 > 0 and r2 > r1, "the Roc (1st) fought before the Ram (2nd): " .. r1 .. ", " .. r2)
end)

test("HY-10.4: the group's battles resolve in the declared order; an unblocked one hits its player", function()
  setup { players = 3, p1 = { creature = { "Cliff Ram", "Thunder Roc" } }, p2 = { creature = { "Moss Tortoise" } } }
  until_priority(1, "battle")
  act("Declare an attack", 1)
  act("Cliff Ram", 1); act("P3 directly", 1)
  act("Thunder Roc", 1); act("P2 directly", 1)
  local q = until_question()
  assert(q.player == 2, "only P2 has a creature to block with")
  act("Moss Tortoise", 2)
  until_priority(1, "battle")
  assert(pvar(3, "life") == 17 and pvar(2, "life") == 20, "Ram hit P3 for 3; the Roc was blocked")
  local first, second = line_of("P3 loses 3 life"), line_of("Thunder Roc#2 battles its blockers")
  assert(first > 0 and second > first, "the Ram (1st) fought before the Roc (2nd): " .. first .. ", " .. second)
end)

test("HY-10.3: with two attackers at P2, P2's one blocker chooses which it blocks", function()
  setup { players = 3, p1 = { creature = { "Thunder Roc", "Cliff Ram" } }, p2 = { creature = { "Bastion Golem" } } }
  until_priority(1, "battle")
  act("Declare an attack", 1)
  act("Thunder Roc", 1); act("Bastion Golem", 1)
  act("Cliff Ram", 1); act("Bastion Golem", 1)
  until_question()
  act("Bastion Golem", 2)
  assert(decision().prompt:find("Which attacker", 1, true), decision().prompt)
  act("Cliff Ram", 2)
  until_priority(1, "battle")
  -- Roc (unblocked, at the Golem) deals 6: slain. The Ram's blocker is gone: it stays blocked, no damage.
  assert(find("Bastion Golem", 2, "graveyard"), "the Golem is slain")
  local ram = find("Cliff Ram", 1, "creature")
  assert(ram and var(ram, "damage") == 0, "the Ram dealt and took nothing after its blocker died")
end)
