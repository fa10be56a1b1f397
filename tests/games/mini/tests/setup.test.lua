-- The test harness's setup{} reads its tables against what the game has: a
-- misspelt key is an error naming it, not a position other than the one the
-- test describes (which could make it pass for the wrong reason).

local function fails(pattern, t)
  local ok, err = pcall(setup, t)
  assert(not ok, "expected an error matching " .. pattern)
  assert(tostring(err):find(pattern), "got: " .. tostring(err))
end

test("setup{}: misspelt keys, a player the game does not have, a bad player count", function()
  fails('setup: unknown key "stpe" %(did you mean "step"%?%)', { stpe = "main" })
  fails('setup: unknown key "p3"', { players = 2, p3 = { hand = { "Ping" } } })
  fails('setup: p1: unknown key "hnd" %(did you mean "hand"%?%); it may have: vars, deck, hand, board, discard',
        { p1 = { hnd = { "Ping" } } })
  fails('setup: p1.board%[1%]: unknown key "taped" %(did you mean "tapped"%?%)',
        { p1 = { board = { { "Filler", taped = true } } } })
  fails("setup: players = 9, but the game takes 2 to 8", { players = 9 })
end)

test("setup{}: the keys it has still work", function()
  setup { players = 3, step = "main", seed = 2, active = 2, turn = 4,
          p3 = { hand = { "Ping" }, board = { { "Filler", tapped = true, ref = "f" } }, vars = { life = 2 } } }
  assert(players() == 3 and active_player() == 2 and turn() == 4)
  assert(pvar(3, "life") == 2 and is_tapped(find("Filler", 3, "board")))
end)

-- A deck given, even empty, is the deck; no deck key: 20 of the filler card
-- (the game's first card, or `filler=`). `deck = {}` used to give 20 fillers.
test("setup{}: deck = {} is an empty deck; no deck is 20 filler cards", function()
  setup {}
  local fillers = count("deck", 2)       -- p2 does not draw before the test step
  assert(fillers == 20, "p2's deck holds " .. fillers)
  setup { p2 = { deck = {}, hand = { "Ping" } } }
  assert(count("deck", 2) == 0, "p2's deck holds " .. count("deck", 2))
  assert(count("hand", 2) == 1)
end)
