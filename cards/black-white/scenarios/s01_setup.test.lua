-- BW-S01: setup with 6 players (BW-0.2.1-0.2.4, BW-0.3.1, digest §2). The
-- component check runs at the start of deal() (rules/20_setup.lua): the
-- engine checks no component against the player count.

-- The first n characters of the table's pool, by id.
local function pool(n)
  local ids = component("characters")
  assert(#ids >= n, "the pool has " .. #ids .. " characters, the test needs " .. n)
  local out = {}
  for i = 1, n do out[i] = ids[i] end
  return out
end

test("BW-S01, BW-0.2.1: 6 players and a pool of 23 characters are rejected, naming the rule, nothing dealt", function()
  setup { players = 6 }
  local ok, err = pcall(deal, true, { pool = pool(23) })
  assert(not ok, "rejected")
  assert(err == "BW-0.2.1: 6 players need a pool of at least 24 characters (4 each); it has 23", tostring(err))
  assert(count("pool") == 0 and count("deck") == 0, "nothing was made")
  for p = 1, 6 do assert(count("hero", p) == 0 and count("hand", p) == 0 and count("faction", p) == 0) end
end)

test("BW-S01, BW-0.2.1-0.2.4: 6 players and 24 characters: 4 dealt, 1 kept hidden, 2 faction cards, HP, 4 cards, 80 left", function()
  setup { players = 6 }
  deal(true, { pool = pool(24) })
  local black, white = 0, 0
  for p = 1, 6 do
    assert(count("hero", p) == 1 and count("hero_up", p) == 0, "P" .. p .. " keeps one character, face down (BW-0.2.1)")
    assert(count("faction", p) == 2 and count("faction_up", p) == 0, "P" .. p .. ": two hidden faction cards (BW-0.2.2)")
    for _, c in ipairs(cards("faction", p)) do
      if card_name(c) == "Black Seal" then black = black + 1 else white = white + 1 end
    end
    local names = card_name(cards("faction", p)[1]) .. card_name(cards("faction", p)[2])
    assert(names:find(pvar(p, "main") == 1 and "Black" or "White") and names:find(pvar(p, "sec") == 1 and "Black" or "White"),
      "the cards match the arrangement")
    assert(pvar(p, "maxhp") == get(hero(p), "max_hp") and pvar(p, "hp") == pvar(p, "maxhp"), "the HP card shows max HP (BW-0.2.3)")
    assert(count("hand", p) == 4, "4 cards each (BW-0.2.4)")
    assert(faction_of(p) == nil and main_faction(p) == nil, "no faction (BW-0.3.7)")
    assert(gender_of(p) == nil, "no gender (BW-0.3.6)")
  end
  assert(black == 6 and white == 6, "12 faction cards, 6 black and 6 white: " .. black .. "/" .. white)
  assert(count("deck") == 80, "104 - 24 = 80 in the deck: " .. count("deck"))
  assert(count("pool") == 24 - 6, "the 18 characters not kept are back in the pool")
  assert(gvar("g") == 6)
  for _, l in ipairs(log_lines()) do
    for p = 1, 6 do
      assert(not l:find(card_name(hero(p)), 1, true), "no log line names a hidden character: " .. l)
    end
  end
end)

test("BW-S01, BW-0.3.1, BW-11.2: the seats and the start player are drawn at random", function()
  local starts, orders = {}, {}
  for seed = 1, 12 do
    setup { players = 6, seed = seed }
    deal(true, { pool = pool(24) })
    starts[active_player()] = true
    orders[table.concat(turn_order(), ",")] = true
  end
  local n, m = 0, 0
  for _ in pairs(starts) do n = n + 1 end
  for _ in pairs(orders) do m = m + 1 end
  assert(n >= 3, "12 openings give several start players: " .. n)
  assert(m >= 10, "and several seatings: " .. m)
end)
