-- The end-phase discard (HY-6.3) and the opening mulligans (HY-5.2, HY-5.3).

local function hand_of(n, name)
  local h = {}
  for i = 1, n do h[i] = name or "Cinder Pup" end
  return h
end

test("HY-6.3: at cleanup the active player discards down to 6, choosing the cards", function()
  local h = hand_of(6)
  h[7], h[8] = "Thunder Roc", "Twin Visions"
  setup { p1 = { hand = h } }
  until_priority(1, "end")
  pass(2)                                              -- the end phase: P1, P2
  assert(step() == "cleanup" and decision().player == 1 and decision().prompt:find("Discard", 1, true),
         "P1 is asked to discard: " .. decision().prompt)
  act("Thunder Roc", 1)
  act("Twin Visions", 1)
  assert(count("hand", 1) == 6, "6 cards left: " .. count("hand", 1))
  assert(find("Thunder Roc", 1, "graveyard") and find("Twin Visions", 1, "graveyard"), "the chosen cards are discarded")
  assert(count("graveyard", 1) == 2, "exactly 2 discarded")
end)

test("HY-6.3: a hand of exactly 6 is kept, and the other players never discard", function()
  setup { p1 = { hand = hand_of(6) }, p2 = { hand = hand_of(9) } }
  until_priority(1, "end")
  pass(2)
  until_priority(2, "prep")                            -- P2's turn began: no question in between
  assert(count("hand", 1) == 6 and count("graveyard", 1) == 0, "P1 kept 6")
  assert(count("hand", 2) == 9 and count("graveyard", 2) == 0, "P2 discards nothing in P1's turn")
end)

test("HY-5.2, HY-5.3: a player who declines the mulligan keeps the 5 cards drawn", function()
  setup { params = { first_player = 1 } }
  open()
  act("No", 1)
  act("No", 2)
  assert(count("hand", 1) == 5 and count("deck", 1) == 15, "5 drawn, 15 left")
  assert(count("hand", 2) == 5 and count("deck", 2) == 15)
  assert(chain_size() == 0 and decision().kind == "priority", "the opening is over")
end)

test("HY-5.3, HY-5.1: a mulligan puts the hand back, reshuffles and draws 5 again; at most 3, then the next player", function()
  local d = {}
  for i = 1, 20 do d[i] = i <= 10 and "Cinder Pup" or "Moss Tortoise" end
  setup { params = { first_player = 1 }, p1 = { deck = d } }
  open()
  for k = 1, 3 do
    local q = decision()
    assert(q.player == 1 and q.prompt:find("(" .. k .. " of 3)", 1, true), "mulligan " .. k .. " offered: " .. q.prompt)
    act("Yes", 1)
    assert(count("hand", 1) == 5 and count("deck", 1) == 15, "5 in hand after mulligan " .. k)
  end
  local q = decision()
  assert(q.player == 2, "no 4th mulligan for P1: P" .. q.player .. " decides: " .. q.prompt)
  act("No", 2)
  local n = 0
  for _, l in ipairs(log_lines()) do if l:find("P1 mulligans", 1, true) then n = n + 1 end end
  assert(n == 3, "3 mulligans logged: " .. n)
  local pups = #filter(cards("hand", 1), function(c) return card_name(c) == "Cinder Pup" end)
          + #filter(cards("deck", 1), function(c) return card_name(c) == "Cinder Pup" end)
  assert(pups == 10, "the hands went back into the deck: " .. pups .. " Cinder Pups in hand and deck")
end)
