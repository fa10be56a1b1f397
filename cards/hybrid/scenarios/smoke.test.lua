-- Smoke tests: a few decisions with 2 and 4 players, so the rules are known
-- to run. (The scenario tests of the digest, HY-S01 to HY-S16, come later.)

-- Passes until `p` holds priority with an empty chain in step `s`.
local function until_priority(p, s)
  for _ = 1, 60 do
    local d = decision()
    if d.kind == "priority" and d.player == p and chain_size() == 0 and (s == nil or step() == s) then return end
    pass(1)
  end
  error("P" .. p .. " never received priority in " .. tostring(s))
end

test("2 players: a summon pays mana; summoning sickness stops the attack until next turn (HY-7.6, HY-12.2)", function()
  setup { p1 = { hand = { "Dune Jackal" }, vars = { mana = 3, mana_max = 3 } } }
  act("Summon Dune Jackal", 1)
  local j = find("Dune Jackal", 1, "creature")
  assert(j and pvar(1, "mana") == 1, "paid 2 of 3: " .. pvar(1, "mana"))
  until_priority(1, "battle")
  assert(not has_option("Declare an attack"), "a creature summoned this turn cannot attack")
end)

test("2 players: the seed's chain: a set Null Verdict negates Twin Visions; speed 1 cannot respond (HY-8.3, HY-8.4)", function()
  setup { p1 = { hand = { "Twin Visions" }, creature = { "Lantern Owl" }, vars = { mana = 6 } },
          p2 = { magic = { { "Null Verdict", face_down = true } }, vars = { mana = 2 } } }
  local hand = count("hand", 1)
  act("Activate Twin Visions", 1)                      -- C0, speed 1
  act("Activate the set", 2)                           -- C1, speed 2: in P1's turn, from set
  assert(decision().player == 1, "after a link, the next player")
  assert(not has_option("Lantern Owl"), "a speed-1 effect cannot respond to speed 2")
  pass(2)                                              -- P1, P2: the whole chain resolves
  assert(chain_size() == 0)
  assert(count("hand", 1) == hand - 1, "Twin Visions was negated: P1 drew nothing")
  assert(find("Twin Visions", 1, "graveyard") and find("Null Verdict", 2, "graveyard"), "both in the graveyards")
  assert(pvar(2, "mana") == 0, "P2 paid 2 in P1's turn (HY-7.4)")
end)

test("2 players: several blockers take damage in the attacker's order; excess is lost (HY-10.3, HY-10.4)", function()
  setup { turn = 3, p1 = { creature = { "Thunder Roc" } },
          p2 = { creature = { "Moss Tortoise", "Dune Jackal", "Reed Skimmer" } } }
  until_priority(1, "battle")
  act("Declare an attack", 1)                          -- its only attacker: Thunder Roc
  act("P2 directly", 1)
  pass(2)                                              -- the declared window: P1, P2
  act("Moss Tortoise", 2); act("Dune Jackal", 2); act("Reed Skimmer", 2)
  act("Moss Tortoise", 1); act("Dune Jackal", 1)       -- P1 orders: Tortoise, Jackal, Skimmer
  pass(2)
  for _ = 1, 6 do if step() == "damage" or step() == "after" or step() == "battle" then break end; pass(1) end
  until_priority(1, "battle")
  assert(find("Moss Tortoise", 2, "graveyard") and find("Reed Skimmer", 2, "creature"), "Tortoise slain, Skimmer untouched")
  assert(find("Dune Jackal", 2, "graveyard"), "Jackal took the other 2")
  local roc = find("Thunder Roc", 1, "creature")
  assert(roc and var(roc, "damage") == 4, "Roc took 1 + 2 + 1 = 4 of 5")
  assert(pvar(2, "life") == 20, "a blocked attack deals no damage to the player")
end)

test("4 players: Taunt shields its controller only (HY-12.1, HY-10.2.1)", function()
  setup { players = 4, turn = 5, p1 = { creature = { "Thunder Roc" } }, p2 = { creature = { "Bastion Golem" } } }
  until_priority(1, "battle")
  act("Declare an attack", 1)                          -- its only attacker: Thunder Roc
  local labels = table.concat((function() local t = {} for i, o in ipairs(decision().options) do t[i] = type(o) == "table" and (o.label or "") or o end return t end)(), " | ")
  assert(not labels:find("P2 directly", 1, true), "P2 has Taunt: " .. labels)
  assert(labels:find("P3 directly", 1, true) and labels:find("P4 directly", 1, true), labels)
  assert(labels:find("Bastion Golem", 1, true), "the Taunt creature itself can be attacked: " .. labels)
end)

test("4 players: an eliminated player leaves at once; their cards go; the game goes on (HY-1.6, HY-1.7)", function()
  setup { players = 4, turn = 5, p1 = { creature = { "Thunder Roc" } },
          p2 = { creature = { { "Moss Tortoise", tapped = true } }, hand = { "Healing Salve" }, vars = { life = 3 } } }
  until_priority(1, "battle")
  act("Declare an attack", 1)                          -- its only attacker: Thunder Roc
  act("P2 directly", 1)
  for _ = 1, 12 do
    if not in_game(2) then break end
    local d = decision()
    if d.player == 2 and d.kind ~= "priority" then answer(1) else pass(1) end
  end
  assert(not in_game(2), "P2 lost")
  assert(count("creature", 2) == 0 and count("hand", 2) == 0 and count("deck", 2) == 0, "every card P2 owned left the game")
  assert(in_game(1) and in_game(3) and in_game(4) and not result().over, "the game goes on")
  for _ = 1, 80 do
    if active_player() ~= 1 then break end
    pass(1)
  end
  assert(active_player() == 3, "the turn passes P2 by: P" .. active_player())
end)

test("4 players: the active player concedes: their turn ends at once, the last two draw (HY-1.5 to HY-1.7)", function()
  setup { players = 4, turn = 5 }
  concede(1)
  assert(not in_game(1) and not result().over)
  assert(active_player() == 2, "P2's turn begins: P" .. active_player())
  concede(3)
  assert(not result().over)
  set_pvar(2, "life", 0)
  set_pvar(4, "life", 0)
  for _ = 1, 5 do if result().over then break end; pass(1) end
  local r = result()
  assert(r.over and r.draw and #r.drawn == 2, "P2 and P4 lose at once: a draw: " .. tostring(r.reason))
end)
