-- Snare Setter (female, max HP 4). Tangle Line: once per play phase, you may discard 1 card to turn
-- sideways an equipment card of another character within your attack range. A sideways card is
-- ineffective until its holder's turn start (BW-0.4.3 (2), BW-15.6).
local function upright(q)
  local out = {}
  for _, c in ipairs(cards("equip", q)) do if not is_tapped(c) then out[#out + 1] = c end end
  return out
end

local function mark(p) return function(q) return in_range(p, q) and #upright(q) > 0 end end

local function any_mark(p)
  for _, q in ipairs(seats()) do if mark(p)(q) then return true end end
  return false
end

return { custom_ability { kind = "skill", name = "Tangle Line", active = true,
  can = function(p) return count("hand", p) > 0 and any_mark(p) end,
  effect = function(e)
    discard(choose_card(e.you, "Tangle Line: discard a card", cards("hand", e.you)))
    local q = choose_player(e.you, "Tangle Line: whose equipment?", mark(e.you))
    if q then set_sideways(choose_card(e.you, "Tangle Line: which card turns sideways?", upright(q))) end
  end } }
