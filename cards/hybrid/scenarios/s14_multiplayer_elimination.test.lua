-- HY-S14: multiplayer elimination (HY-1.3, HY-1.6, HY-1.7). Placeholders: Ashen
-- Wolf = Dune Jackal, Rune Blade = Runed Cleaver.

test("HY-S14, HY-1.3, HY-1.6: P2 at 0 leaves at once with every card they own, a Runed Cleaver P1 controls too", function()
  setup { players = 3, p1 = { creature = { "Dune Jackal" } },
          p2 = { creature = { { "Reed Skimmer", tapped = true } }, hand = { "Healing Salve" }, magic = { { "Runed Cleaver", vars = { live = 1 } } },
                 vars = { life = 2 } } }
  local blade = find("Runed Cleaver", 2, "magic")
  set_controller(blade, 1)
  assert(controller(blade) == 1)
  until_priority(1, "battle")
  act("Declare an attack", 1)
  act("P2 directly", 1)
  until_priority(1, "battle")
  assert(not in_game(2) and pvar(2, "life") <= 0, "P2 is out")
  for _, z in ipairs({ "deck", "hand", "creature", "magic", "graveyard" }) do
    assert(count(z, 2) == 0, "P2's " .. z .. " is empty: " .. count(z, 2))
  end
  assert(not find("Runed Cleaver", nil, "magic") and not find("Runed Cleaver", 1), "the Cleaver P2 owned left the game too")
  assert(not result().over and in_game(1) and in_game(3))
end)

test("HY-S14, HY-1.6, HY-6.4: after P2 leaves, turns go P1, P3, P1; P3 at 0 makes P1 the winner (HY-1.7)", function()
  setup { players = 3, p1 = { creature = { "Dune Jackal" } }, p2 = { vars = { life = 2 } } }
  until_priority(1, "battle")
  act("Declare an attack", 1)
  act("P2 directly", 1)
  until_priority(3, "main1")
  assert(turn() == 4, "P3's turn follows P1's")
  until_priority(1, "main1")
  assert(turn() == 5, "then P1's")
  until_priority(1, "battle")
  act("Declare an attack", 1)                          -- P3 is its only target now
  set_pvar(3, "life", 2)
  for _ = 1, 10 do if result().over then break end; pass(1) end
  local r = result()
  assert(r.over and not r.draw and #r.winners == 1 and r.winners[1] == 1, "P1 wins: " .. tostring(r.reason))
end)

test("HY-S14, HY-1.7: the last two players reach 0 together: a draw", function()
  setup { players = 3 }
  concede(1)
  assert(not result().over and active_player() == 2)
  set_pvar(2, "life", 0)
  set_pvar(3, "life", 0)
  for _ = 1, 5 do if result().over then break end; pass(1) end
  local r = result()
  assert(r.over and r.draw and #r.drawn == 2, "a draw between P2 and P3: " .. tostring(r.reason))
end)
