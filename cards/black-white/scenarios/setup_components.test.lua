-- Digest §2: the components and their limits. The game deck is a deck file
-- judged by deck.json (its Lua judges are in rules/20_setup.lua); the pool,
-- the faction cards and the deck size are judged against the player count
-- when the game is set up (component_problems, run by deal()).

-- The game deck as a deck file, one line per card id, less `drop` lines
-- (positions in the component list), plus `extra` lines.
local function game_deck_text(drop, extra)
  local skip = {}
  for _, i in ipairs(drop or {}) do skip[i] = true end
  local lines = { "[main]" }
  for i, id in ipairs(component("game_deck")) do
    if not skip[i] then lines[#lines + 1] = "1 " .. id end
  end
  for _, l in ipairs(extra or {}) do lines[#lines + 1] = l end
  return table.concat(lines, "\n") .. "\n"
end

local function rules_of(problems)
  local ids = {}
  for _, p in ipairs(problems) do ids[#ids + 1] = p.rule .. " " .. p.message end
  return table.concat(ids, " | ")
end

test("BW-17.1, BW-1.3, BW-2.1, BW-4.1: the 104-card game deck is legal", function()
  setup { players = 2 }
  local p = deck_problems(game_deck_text())
  assert(#p == 0, rules_of(p))
end)

test("BW-17.1: a deck missing one card names the suit and rank left with one copy", function()
  setup { players = 2 }
  local first = component("game_deck")[1]
  local c = create(first, "discard", 1)
  local want = string.format("%s %d: 1 card(s), each suit and rank twice", get(c, "suit"), get(c, "rank"))
  local p = deck_problems(game_deck_text({ 1 }))
  assert(#p == 2, rules_of(p))
  assert(p[1].rule == "BW-17.1" and p[1].message == want, rules_of(p))
  assert(p[2].rule == "BW-17.1" and p[2].message == "103 cards; the core deck has 104", rules_of(p))
end)

test("BW-1.3: a character or a faction card in the game deck is refused", function()
  setup { players = 2 }
  local hero_id = component("characters")[1]
  local c = create(hero_id, "pool", 1)
  local p = deck_problems(game_deck_text({}, { "1 " .. hero_id, "1 Black Seal" }))
  local found = 0
  for _, x in ipairs(p) do
    if x.rule == "BW-1.3" and (x.message == "\"" .. card_name(c) .. "\": a character card is not a game card (basic, magic or equipment)"
        or x.message == "\"Black Seal\": a faction card is not a game card (basic, magic or equipment)") then
      found = found + 1
    end
  end
  assert(found == 2, rules_of(p))
end)

test("BW-0.2.1, BW-0.2.2, BW-11.1, BW-17.1: component_problems judges the pool, faction cards and deck by G", function()
  setup { players = 2 }
  assert(#component_problems(6, 24, 104, 6, 6) == 0, "6 players: 24 characters, 6 + 6 faction cards, 104 cards")
  assert(#component_problems(8, 32, 40, 8, 8) == 0, "8 players: 32 characters, a deck of 4 * 8 + 8 = 40")
  local p = component_problems(9, 36, 104, 9, 9)
  assert(#p == 1 and p[1].rule == "BW-11.1" and p[1].message == "9 players: the game takes 2 to 8", rules_of(p))
  p = component_problems(4, 16, 104, 5, 3)
  assert(#p == 1 and p[1].rule == "BW-0.2.2"
    and p[1].message == "4 players need 4 black and 4 white faction cards; there are 5 and 3", rules_of(p))
  p = component_problems(8, 32, 39, 8, 8)
  assert(#p == 1 and p[1].rule == "BW-17.1" and p[1].message == "8 players need a game deck of at least 40 cards; it has 39", rules_of(p))
  p = component_problems(2, 7, 104, 2, 2)
  assert(#p == 1 and p[1].rule == "BW-0.2.1"
    and p[1].message == "2 players need a pool of at least 8 characters (4 each); it has 7", rules_of(p))
end)

test("BW-0.2.1: character names in the pool are unique", function()
  setup { players = 2 }
  assert(#pool_name_problems({ "A", "B", "C" }) == 0)
  local p = pool_name_problems({ "A", "B", "A" })
  assert(#p == 1 and p[1].rule == "BW-0.2.1" and p[1].message == "the character \"A\" is in the pool twice", rules_of(p))
end)

test("BW-0.2.1, BW-11.1: the table's pool deals 4 characters to each of 8 players", function()
  setup { players = 8 }
  assert(#component("characters") >= 32, "the pool has " .. #component("characters") .. " characters, 8 players need 32")
  deal(true)
  for p = 1, 8 do assert(count("hero", p) == 1 and count("hand", p) == 4) end
  assert(count("pool") == #component("characters") - 8)
  assert(count("deck") == 104 - 32)
end)

test("BW-0.2.2, BW-18.6: two faction cards of one colour make no arrangement; every main card matches its colours", function()
  for seed = 1, 6 do
    setup { players = 8, seed = seed }
    deal(true)
    for p = 1, 8 do
      local black = 0
      for _, c in ipairs(cards("faction", p)) do if card_name(c) == "Black Seal" then black = black + 1 end end
      local want = (pvar(p, "main") == 1 and 1 or 0) + (pvar(p, "sec") == 1 and 1 or 0)
      assert(black == want, "P" .. p .. ": the main and secondary colours are its two cards")
    end
  end
end)

local function in_deck_of(key)
  local out = {}
  for _, c in ipairs(cards("deck")) do if key_of(c) == key then out[#out + 1] = c end end
  return out
end

test("BW-17.1, BW-16.3: a quick game (short_deck) deals from that many cards, and no fewer than 4 per player and 8", function()
  setup { players = 5, params = { short_deck = 28 } }
  deal(true)
  assert(count("deck") == 28 - 5 * 4, "28 cards less the hands: " .. count("deck"))
  assert(count("removed") == 104 - 28, "the rest leave the game: " .. count("removed"))
  local thrusts = #in_deck_of("thrust")
  for p = 1, 5 do thrusts = thrusts + #in_hand(p, "thrust") end
  assert(thrusts == 7, "a quarter of the 28 are Thrust-type: " .. thrusts)
  setup { players = 5, params = { short_deck = 27 } }
  local ok, err = pcall(deal, true)
  assert(not ok and tostring(err):find("BW-17.1: 5 players need a game deck of at least 28 cards; it has 27", 1, true), tostring(err))
  assert(count("deck") == 0 and count("hand", 1) == 0, "nothing dealt")
end)
