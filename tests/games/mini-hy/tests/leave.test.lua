-- HY-1.6: when a player leaves the game, every effect they control ends;
-- the effects of the players still in the game stay.

-- Passes until `p` holds priority with an empty chain.
local function until_priority(p)
  for _ = 1, 20 do
    if chain_size() == 0 and decision().player == p then return end
    pass(1)
  end
  error("P" .. p .. " never received priority")
end

test("HY-1.6: a player who leaves takes their effects with them, not the others'", function()
  setup { players = 3, step = "main", p1 = { board = { "Filler" }, hand = { "Ping" } },
          p2 = { hand = { "Hex" } }, p3 = { hand = { "Hex" } } }
  local filler = find("Filler", 1, "board")
  until_priority(2)
  act("Play Hex", 2)
  until_priority(3)
  assert(get(filler, "power") == -1, "P2's Hex: " .. get(filler, "power"))
  act("Play Hex", 3)
  until_priority(1)
  assert(get(filler, "power") == -2, "and P3's: " .. get(filler, "power"))
  set_pvar(2, "life", 1)
  act("Play Ping", 1)          -- P2, the next player, loses their last life
  until_priority(1)
  assert(not in_game(2), "P2 left the game")
  assert(in_game(1) and in_game(3) and not result().over, "the game goes on with P1 and P3")
  assert(get(filler, "power") == -1, "P2's Hex ended, P3's stays: " .. get(filler, "power"))
end)

test("HY-1.6: modify's controller option overrides the link's", function()
  setup { players = 3, step = "main", p1 = { board = { "Filler" } } }
  local filler = find("Filler", 1, "board")
  modify(filler, "power", "add", 5, { controller = 3 })
  assert(end_effects(2) == 0 and get(filler, "power") == 5)
  assert(end_effects(3) == 1 and get(filler, "power") == 0)
end)
