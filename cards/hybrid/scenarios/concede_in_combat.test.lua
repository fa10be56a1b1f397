-- Concessions during combat (HY-1.5, HY-1.6, HY-10.6), and the shared word
-- opponents(p) in a 4-player game.

local function until_question()
  for _ = 1, 30 do
    if decision().kind ~= "priority" then return decision() end
    pass(1)
  end
  error("no question")
end
local function list(t) return table.concat(t, ",") end

-- Three players; P1's Thunder Roc attacks P2 directly.
local function attack(p2_creatures)
  setup { players = 3, p1 = { creature = { "Thunder Roc" } }, p2 = { creature = p2_creatures or {} } }
  until_priority(1, "battle")
  act("Declare an attack", 1)
  if has_option("P2 directly") then act("P2 directly", 1) end
end

test("HY-1.6, HY-10.6: the attacked player concedes in the declared window: P1 picks a new target, P3", function()
  attack()
  assert(step() == "declared")
  concede(2)
  assert(not in_game(2) and not result().over)
  local q = until_question()
  assert(q.player == 1 and q.prompt:find("HY-10.6", 1, true), "P1 is asked for a new target: " .. q.prompt)
  act("P3 directly", 1)
  until_priority(1, "battle")
  assert(pvar(3, "life") == 14, "the Roc hit P3 for 6: " .. pvar(3, "life"))
end)

test("HY-10.6: after the lost target, P1 may choose no damage", function()
  attack()
  concede(2)
  until_question()
  act("No damage", 1)
  until_priority(1, "battle")
  assert(pvar(3, "life") == 20 and pvar(1, "life") == 20, "nobody took damage")
end)

test("HY-10.4, HY-1.6: the blocking player concedes after blocks: the attacker stays blocked and deals no damage", function()
  attack({ "Moss Tortoise" })
  until_question()
  act("Moss Tortoise", 2)
  assert(step() == "block")
  concede(2)
  until_priority(1, "battle")
  assert(pvar(3, "life") == 20, "no new target for a blocked attacker")
  assert(var(find("Thunder Roc", 1, "creature"), "damage") == 0, "the Roc took nothing")
end)

test("HY-1.5, HY-1.6: the attacking player concedes in combat: their attackers leave, P2's turn begins", function()
  attack()
  concede(1)
  assert(not in_game(1) and not result().over)
  assert(active_player() == 2, "P2's turn: P" .. active_player())
  assert(count("creature", 1) == 0 and pvar(2, "life") == 20, "the attack is gone with P1")
end)

test("HY-1.6: opponents(p) in 4 players: the others still in, in turn order from the next seat; a conceded player is gone", function()
  setup { players = 4 }
  assert(list(opponents(1)) == "2,3,4", list(opponents(1)))
  assert(list(opponents(2)) == "3,4,1", list(opponents(2)))
  assert(list(opponents(4)) == "1,2,3", list(opponents(4)))
  concede(3)
  assert(not in_game(3))
  assert(list(opponents(2)) == "4,1", list(opponents(2)))
  assert(list(opponents(1)) == "2,4", list(opponents(1)))
end)
