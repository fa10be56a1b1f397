-- Willow Physician (female, max HP 3). Poultice: once per play phase, you may discard 1 red card
-- to have a wounded character at distance 1 or less (you included) recover 1 HP.
local function red_cards(p)
  local out = {}
  for _, c in ipairs(cards("hand", p)) do if not is_black(c) then out[#out + 1] = c end end   -- BW-2.2
  return out
end

local function patient(p) return function(q) return wounded(q) and distance(p, q) <= 1 end end

local function has_patient(p)
  for _, q in ipairs(seats()) do if patient(p)(q) then return true end end
  return false
end

return { custom_ability { kind = "skill", name = "Poultice", active = true,
  can = function(p) return #red_cards(p) > 0 and has_patient(p) end,
  effect = function(e)
    discard(choose_card(e.you, "Poultice: discard a red card", red_cards(e.you)))
    local q = choose_player(e.you, "Poultice: who recovers 1 HP?", patient(e.you))
    if q then recover(q, 1, e.you) end
  end } }
