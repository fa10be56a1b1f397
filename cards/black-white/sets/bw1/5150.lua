-- Forge Zealot (male, max HP 3). Stoke (locked): fire damage you deal is +1. Bellows: once per
-- play phase, you may discard 2 red cards to deal 1 fire damage to another character within your
-- attack range.
local function red_cards(p)
  local out = {}
  for _, c in ipairs(cards("hand", p)) do if not is_black(c) then out[#out + 1] = c end end   -- BW-2.2
  return out
end

local function mark(p) return function(q) return in_range(p, q) end end

local function any_mark(p)
  for _, q in ipairs(seats()) do if mark(p)(q) then return true end end
  return false
end

return {
  -- BW-13.2 step 1: the hook fire_bonus, added at damage_dealing (never to chain damage, BW-9.3b)
  custom_ability { kind = "skill", name = "Stoke", fire_bonus = 1 },
  custom_ability { kind = "skill", name = "Bellows", active = true,
    can = function(p) return #red_cards(p) >= 2 and any_mark(p) end,
    effect = function(e)
      for i = 1, 2 do discard(choose_card(e.you, "Bellows: discard a red card (" .. (3 - i) .. " to go)", red_cards(e.you))) end
      local q = choose_player(e.you, "Bellows: who takes 1 fire damage?", mark(e.you))
      if q then damage(q, 1, e.you, "bellows", "fire") end
    end },
}
