-- HY-S07: several blockers and the damage order (HY-10.3, HY-10.4). Placeholders:
-- Storm Titan = Thunder Roc (6/5), Stone Ox = Moss Tortoise (1/4), Ashen Wolf =
-- Dune Jackal (2/2), Gale Kestrel = Quill Sprite (1/1), Flash Strike = Sudden Spark.

local function until_question(p)
  for _ = 1, 30 do
    local d = decision()
    if d.player == p and d.kind ~= "priority" then return end
    if d.kind ~= "priority" then error("unexpected question to P" .. d.player .. ": " .. d.prompt) end
    pass(1)
  end
  error("P" .. p .. " was never asked")
end

-- Thunder Roc attacks P2; P2 blocks with all three; P1 orders Tortoise, Jackal, Sprite.
local function attack_into_three()
  until_priority(1, "battle")
  act("Declare an attack", 1)
  act("P2 directly", 1)
  until_question(2)
  act("Moss Tortoise", 2); act("Dune Jackal", 2); act("Quill Sprite", 2)
  until_question(1)
  assert(decision().prompt:find("Order", 1, true), "P1 orders the blockers: " .. decision().prompt)
  act("Moss Tortoise", 1); act("Dune Jackal", 1)       -- the Sprite is last
  until_priority(1, "battle")
end

test("HY-S07, HY-10.4: lethal damage in P1's order: Tortoise 4, Jackal 2, Sprite 0; the Roc takes 4", function()
  setup { p1 = { creature = { "Thunder Roc" } }, p2 = { creature = { "Moss Tortoise", "Dune Jackal", "Quill Sprite" } } }
  attack_into_three()
  assert(find("Moss Tortoise", 2, "graveyard") and find("Dune Jackal", 2, "graveyard"), "Tortoise and Jackal are slain")
  local s = find("Quill Sprite", 2, "creature")
  assert(s and var(s, "damage") == 0, "the Sprite took nothing and survives")
  local roc = find("Thunder Roc", 1, "creature")
  assert(roc and var(roc, "damage") == 4, "the Roc took 1 + 2 + 1 = 4 of DEF 5")
  assert(pvar(2, "life") == 20, "P2 loses no life")
end)

test("HY-S07, HY-10.4, HY-10.5: a Tortoise already damaged this turn needs only 2; all three blockers are slain", function()
  setup { p1 = { creature = { "Thunder Roc" }, hand = { "Sudden Spark" }, vars = { mana = 1 } },
          p2 = { creature = { "Moss Tortoise", "Dune Jackal", "Quill Sprite" } } }
  act("Activate Sudden Spark", 1)
  act("Moss Tortoise", 1)
  pass(2)
  assert(var(find("Moss Tortoise", 2, "creature"), "damage") == 2, "the Tortoise has 2 damage")
  attack_into_three()
  assert(count("creature", 2) == 0, "all three blockers are slain: " .. count("creature", 2) .. " left")
  assert(find("Thunder Roc", 1, "creature") and pvar(2, "life") == 20, "the Roc survives; the excess is lost")
end)
