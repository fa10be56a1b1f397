-- Coal Stalker (male, max HP 4). Night Work: once per play phase, only with infiltration
-- (main_black), you may discard 1 black card to deal 1 damage to another character at distance 1.
local function black_cards(p)
  local out = {}
  for _, c in ipairs(cards("hand", p)) do if is_black(c) then out[#out + 1] = c end end
  return out
end

local function near(p) return function(q) return q ~= p and distance(p, q) <= 1 end end

-- BW-11.8, BW-0.5.1, BW-12.7: met, or could still be met by the reveal to use the skill (a
-- hidden character with both faction cards hidden reveals one of its choice); the condition is
-- checked again after the reveals, which stay if it fails.
local function may_meet(p)
  return infiltration(p, "main_black")
    or (not hero_shown(p) and pvar(p, "mshow") == 0 and pvar(p, "sshow") == 0)
end

return { custom_ability { kind = "skill", name = "Night Work", active = true,
  can = function(p)
    if not may_meet(p) or #black_cards(p) == 0 then return false end
    for _, q in ipairs(seats()) do if near(p)(q) then return true end end
    return false
  end,
  effect = function(e)
    discard(choose_card(e.you, "Night Work: discard a black card", black_cards(e.you)))
    local q = choose_player(e.you, "Night Work: deal 1 damage to whom?", near(e.you))
    if q then damage(q, 1, e.you, "night_work") end
  end } }
