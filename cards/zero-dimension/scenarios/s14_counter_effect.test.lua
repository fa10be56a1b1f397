-- ZD-S14: a counter effect (seed L283-285; ZD-9.4, ZD-10.8.5, ZD-9.7, ZD-10.10).

local function lily_game(params)
  setup {
    params = params,
    p1 = { battle = { "Raider" }, deck = { "Field Hand", 1001 } },
    p2 = { life = { 1001, 1001, "Ambush Lily" } },             -- the last one listed is the top
  }
  return find("Raider", 1, "battle")
end

local function battle_to_settlement()
  act("Initiate a battle", 1)        -- Raider is the only attacker; the life zone the only target
  assert(step() == "attack")
  pass(2)                            -- attack step
  assert(step() == "defence", "no defender could be declared")
  pass(2)                            -- defence step; the battle step runs
end

test("ZD-S14 (ZD-9.4, ZD-9.4.1, ZD-9.4.2, ZD-10.8.5, ZD-9.7, ZD-10.10): Ambush Lily flipped by damage destroys Raider at once; no battle triggers; Lily goes to P2's hand", function()
  local raider = lily_game()
  local h1, h2 = count("hand", 1), count("hand", 2)
  assert(count("life", 2) == 3)
  battle_to_settlement()
  -- 1. the first decision after the defence step is P1's priority in the settlement step:
  -- the counter effect happened with no chain and no decision
  assert(step() == "settlement" and decision().player == 1 and decision().kind == "priority")
  assert(not exists(raider) and find("Raider", 1, "rest"), "Raider destroyed by the counter effect")
  -- 2.
  assert(find("Ambush Lily", 2, "hand") and count("hand", 2) == h2 + 1)
  assert(count("life", 2) == 2)
  -- 3-4. neither 【Battle destroyed】 nor 【Attack win】
  assert(chain_size() == 0)
  assert(gvar("winner") == 0)
  pass(2)
  assert(step() == "action" and count("hand", 1) == h1, "P1 drew nothing")
end)

test("ZD-S14 (ZD-10.8.5, zd.life_damage_to = rest): Ambush Lily goes to P2's rest area instead", function()
  local raider = lily_game({ life_damage_to = 1 })
  local h2 = count("hand", 2)
  battle_to_settlement()
  assert(not exists(raider))
  assert(find("Ambush Lily", 2, "rest") and not find("Ambush Lily", 2, "hand"))
  assert(count("hand", 2) == h2 and count("life", 2) == 2)
  assert(chain_size() == 0)
end)
