-- HY-S04: setting a creature and ambushing with it (HY-7.8, HY-7.9.1, HY-10.3,
-- HY-10.4). Placeholders: Stone Ox = Moss Tortoise (2 stars, 1/4, cost 2),
-- Ashen Wolf = Cinder Pup (2/1), Storm Titan = Thunder Roc (6 stars),
-- Healing Draught = Healing Salve.

-- Passes until someone other than a priority holder is asked, or `p` may act on `pattern`.
local function until_option(p, pattern)
  for _ = 1, 30 do
    local d = decision()
    if d.player == p and has_option(pattern) then return end
    if d.kind ~= "priority" then error("unexpected question to P" .. d.player .. ": " .. d.prompt) end
    pass(1)
  end
  error("P" .. p .. " was never offered " .. pattern)
end

test("HY-S04, HY-7.8: P2 sets Moss Tortoise face down and tapped for no mana; a 6-star creature and an item cannot be set", function()
  setup { active = 2, p2 = { hand = { "Moss Tortoise", "Thunder Roc", "Healing Salve" }, vars = { mana = 9 } } }
  assert(not has_option("Set Thunder Roc"), "6 stars: cannot be set")
  assert(not has_option("Set Healing Salve"), "an item cannot be set")
  act("Set Moss Tortoise", 2)
  local t = cards("creature", 2)[1]
  assert(t and is_face_down(t) and is_tapped(t), "face down and tapped in the creature zone")
  assert(pvar(2, "mana") == 9, "setting costs no mana")
end)

test("HY-S04, HY-7.9.1, HY-10.3, HY-10.4: P2 flips the set Tortoise after the attack declaration, blocks, and the attacker is slain", function()
  setup { p1 = { creature = { "Cinder Pup" } },
          p2 = { creature = { { "Moss Tortoise", face_down = true, tapped = true } }, vars = { mana = 2 } } }
  until_priority(1, "battle")
  act("Declare an attack", 1)
  act("P2 directly", 1)
  until_option(2, "Flip")
  act("Flip", 2)
  local t = find("Moss Tortoise", 2, "creature")
  assert(not is_face_down(t) and not is_tapped(t), "flipped: face up and untapped")
  assert(pvar(2, "mana") == 0, "the flip paid its cost, 2")
  until_option(2, "Moss Tortoise")                     -- the block question
  act("Moss Tortoise", 2)
  until_priority(1, "battle")
  assert(find("Cinder Pup", 1, "graveyard"), "Cinder Pup took 1 (DEF 1): slain")
  t = find("Moss Tortoise", 2, "creature")
  assert(t and var(t, "damage") == 2, "Tortoise took 2 of DEF 4 and survives")
  assert(pvar(2, "life") == 20, "P2 lost no life")
end)

test("HY-S04, HY-7.8, HY-10.3: a set creature that is not flipped cannot block", function()
  setup { p1 = { creature = { "Cinder Pup" } },
          p2 = { creature = { { "Moss Tortoise", face_down = true, tapped = true } }, vars = { mana = 2 } } }
  until_priority(1, "battle")
  act("Declare an attack", 1)
  act("P2 directly", 1)
  for _ = 1, 20 do
    local d = decision()
    assert(d.kind == "priority", "no block question: " .. d.prompt)
    if step() == "battle" and d.player == 1 then break end
    pass(1)
  end
  assert(pvar(2, "life") == 18, "unblocked: P2 lost 2: " .. pvar(2, "life"))
  assert(is_face_down(cards("creature", 2)[1]), "the Tortoise is still set")
end)
