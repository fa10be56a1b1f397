-- Rumor Broker (male, max HP 3). Whispers: once per play phase, you may discard 2 cards to
-- reorganise the main faction card of another wounded character at distance 1. Its next turn is
-- skipped (BW-9.4, BW-0.4.4); a card already sideways cannot be reorganised again.
local function mark(p)
  return function(q) return q ~= p and wounded(q) and pvar(q, "reorg") == 0 and distance(p, q) <= 1 end
end

local function any_mark(p)
  for _, q in ipairs(seats()) do if mark(p)(q) then return true end end
  return false
end

return { custom_ability { kind = "skill", name = "Whispers", active = true,
  can = function(p) return count("hand", p) >= 2 and any_mark(p) end,
  effect = function(e)
    if not pay_discard(e.you, 2, "Whispers: discard a card") then return end
    local q = choose_player(e.you, "Whispers: whose main faction card is reorganised?", mark(e.you))
    if q then reorganise(q) end
  end } }
