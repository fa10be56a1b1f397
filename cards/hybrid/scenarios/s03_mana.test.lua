-- HY-S03: mana (HY-7.1 to HY-7.4). Placeholders: Mana Spring = Sapphire Tide
-- ("Gain 2 mana") with Mana Crystal ("Gain 1 mana"); Unmake = Null Verdict.

test("HY-S03, HY-5.4, HY-7.2: P1's mana maximum is 1 on turn 1, +1 each turn, 10 on the 10th, still 10 on the 11th", function()
  setup { turn = 1, step = "prep" }
  set_gvar("first", 1)
  for k = 1, 11 do
    until_priority(1, "main1")
    local want = math.min(k, 10)
    assert(pvar(1, "mana_max") == want and pvar(1, "mana") == want,
           "P1's turn " .. k .. ": " .. pvar(1, "mana") .. " of " .. pvar(1, "mana_max") .. ", want " .. want)
    pass(1)
  end
end)

test("HY-S03, HY-7.3, HY-7.4: mana from effects passes the maximum, stays through P2's turn, and resets at P1's preparation", function()
  setup { p1 = { hand = { "Sapphire Tide", "Mana Crystal", "Dune Jackal" }, magic = { { "Null Verdict", face_down = true } },
                 vars = { mana = 10, mana_max = 10 } },
          p2 = { hand = { "Twin Visions" }, vars = { mana = 5, mana_max = 5 } } }
  act("Activate Sapphire Tide", 1)
  pass(2)
  assert(pvar(1, "mana") == 12, "10 + 2: " .. pvar(1, "mana"))
  act("Use Mana Crystal", 1)
  pass(2)
  assert(pvar(1, "mana") == 13 and pvar(1, "mana_max") == 10, "13 of a maximum of 10: " .. pvar(1, "mana"))
  act("Summon Dune Jackal", 1)
  assert(pvar(1, "mana") == 11, "spent 2: " .. pvar(1, "mana"))
  until_priority(2, "main1")
  assert(pvar(1, "mana") == 11, "P1 still has 11 in P2's turn: " .. pvar(1, "mana"))
  act("Activate Twin Visions", 2)
  act("Activate the set", 1)                           -- Null Verdict, paid from the pool
  assert(pvar(1, "mana") == 9, "P1 paid 2 in P2's turn: " .. pvar(1, "mana"))
  until_priority(1, "main1")
  assert(pvar(1, "mana") == 10 and pvar(1, "mana_max") == 10, "set to the maximum, 10: " .. pvar(1, "mana"))
end)
