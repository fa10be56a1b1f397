-- ZD-S02: the deck validator (ZD-2.1 to ZD-2.6), the ruleset's validate_deck.
-- Rows are read from real cards: a game is set up with the deck as P1's deck
-- zone, and each card's printed name and colour is what the database holds.
-- No CS1 card has a series, so ZD-2.3 rows name their series explicitly.

local function rows_of(ids, series_of)
  setup { p1 = { deck = ids } }
  local rows = {}
  for i, c in ipairs(cards("deck", 1)) do
    rows[#rows + 1] = { line = i, id = card_id(c), name = printed(c, "name"), colour = printed(c, "colour"),
                        series = series_of and series_of(i) or "" }
  end
  assert(#rows == #ids)
  return rows
end

-- 4 red Ember Pike + 4 blue Ember Pike + 42 other legal cards (one each of 1003-1044).
local function legal_ids()
  local ids = { 1001, 1001, 1001, 1001, 1002, 1002, 1002, 1002 }
  for id = 1003, 1044 do ids[#ids + 1] = id end
  return ids
end

local function only(errs, want)
  assert(#errs == 1, "expected exactly one error, got " .. #errs .. ": " .. table.concat(errs, " | "))
  assert(errs[1] == want, "got: " .. errs[1])
end

test("ZD-S02 (ZD-2.1, ZD-2.2): 4 red Ember Pike + 4 blue Ember Pike + 42 others = 50 cards is valid", function()
  local rows = rows_of(legal_ids())
  assert(#rows == 50)
  local errs = validate_deck(rows)
  assert(#errs == 0, table.concat(errs, " | "))
  assert(#validate_deck(rows, { single_series = true }) == 0, "one series (all CS1 cards)")
end)

test("ZD-S02 (ZD-2.2, ZD-2.2.1, ZD-2.6): 5 red Ember Pike in a 50-card deck: 'ZD-2.2: \"Ember Pike\" (red) ×5, at most 4'", function()
  local ids = legal_ids()
  ids[5] = 1001                                   -- a 5th red one instead of a blue one
  local errs = validate_deck(rows_of(ids))
  only(errs, 'ZD-2.2: "Ember Pike" (red) ×5, at most 4')
end)

test("ZD-S02 (ZD-2.1): 49 or 51 cards: ZD-2.1", function()
  local ids = legal_ids()
  table.remove(ids)
  only(validate_deck(rows_of(ids)), "ZD-2.1: the deck has 49 cards, it must have exactly 50")
  ids = legal_ids()
  ids[#ids + 1] = 1045
  only(validate_deck(rows_of(ids)), "ZD-2.1: the deck has 51 cards, it must have exactly 50")
end)

test("ZD-S02 (ZD-2.3): cards from two series: valid normally; with --official (single_series) ZD-2.3", function()
  local rows = rows_of(legal_ids(), function(i) return i <= 25 and "Series A" or "Series B" end)
  assert(#validate_deck(rows) == 0)
  assert(#validate_deck(rows, { single_series = false }) == 0)
  only(validate_deck(rows, { single_series = true }), "ZD-2.3: cards from 2 series (Series A, Series B); official play allows one")
end)

test("ZD-S02 (ZD-2.4): a deck line whose id is not in the database: ZD-2.4 naming the line", function()
  local rows = rows_of(legal_ids())
  rows[17] = { line = 17, id = 99999 }            -- the database has no row for it
  only(validate_deck(rows), "ZD-2.4: line 17: no card with id 99999 in the Zero-Dimension database")
end)

test("ZD-S02 (ZD-2.4): the engine itself refuses to start a game with an unknown id", function()
  local ok, err = pcall(setup, { p1 = { deck = { 1001, 99999 } } })
  assert(not ok and tostring(err):find("no card with id 99999", 1, true), tostring(err))
end)

test("ZD-S02 (ZD-2.6): several problems are all reported, in rule order", function()
  local ids = legal_ids()
  ids[#ids + 1] = 1001                             -- 51 cards, 5 red Ember Pike
  local rows = rows_of(ids)
  rows[#rows + 1] = { line = 52, id = 424242 }
  local errs = validate_deck(rows)
  assert(#errs == 3, table.concat(errs, " | "))
  assert(errs[1] == "ZD-2.1: the deck has 52 cards, it must have exactly 50")
  assert(errs[2] == 'ZD-2.2: "Ember Pike" (red) ×5, at most 4')
  assert(errs[3] == "ZD-2.4: line 52: no card with id 424242 in the Zero-Dimension database")
end)

test("ZD-S02 (ZD-2.2, ZD-2.6): each name and colour over the limit is reported on its own", function()
  local ids = {}
  for _ = 1, 12 do for _, id in ipairs({ 1001, 1002, 1003, 1004 }) do ids[#ids + 1] = id end end
  ids[#ids + 1] = 1005; ids[#ids + 1] = 1006
  local errs = validate_deck(rows_of(ids))
  assert(#errs == 4, "12 of each of four cards: four ZD-2.2 errors: " .. table.concat(errs, " | "))
  for _, e in ipairs(errs) do assert(e:find("^ZD%-2%.2: ") and e:find("×12, at most 4", 1, true), e) end
end)
