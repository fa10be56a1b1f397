-- Card movements that are the same in every ruleset that uses them. They
-- raise no events: the ruleset's own words around them do.

-- The top card of p's "deck" zone to p's "hand" zone, logged to p alone.
-- Returns the card in the hand, or nil if the deck is empty (what that means
-- is the ruleset's: its draw(p, n) decides).
function draw_one(p)
  local c = top("deck", p)
  if not c then return nil end
  local h = move(c, "hand", p)
  log_private(p, "P" .. p .. " draws " .. describe(h))
  return h
end

-- Player p discards n cards (default 1) of their choice from their "hand"
-- zone, one at a time, each with the ruleset's discard(c); fewer if the hand
-- runs out.
-- luacheck: read globals discard
function discards(p, n)
  for _ = 1, n or 1 do
    local hand = cards("hand", p)
    if #hand == 0 then return end
    discard(choose_card(p, "Discard a card", hand))
  end
end
