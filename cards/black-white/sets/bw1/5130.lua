-- Granary Steward (male, max HP 4).
-- Deep Stores (locked): your hand limit is +2.
-- Tithe: once per play phase, you may give 1 hand card to another character of the same
-- faction as you; it draws 1 card.

-- Another living character of p's faction (BW-11.5: none while p's is undetermined).
local function kin(p) return function(q) return q ~= p and same_faction(p, q) end end

local function has_kin(p)
  for _, q in ipairs(seats()) do if kin(p)(q) then return true end end
  return false
end

return {
  custom_ability { kind = "skill", name = "Deep Stores", hand_limit = 2 },
  custom_ability { kind = "skill", name = "Tithe", active = true,
    can = function(p) return count("hand", p) > 0 and has_kin(p) end,
    effect = function(e)
      local c = choose_card(e.you, "Tithe: give which card?", cards("hand", e.you))
      local q = choose_player(e.you, "Tithe: give it to whom?", kin(e.you))
      move(c, "hand", q)
      draw(q)
    end },
}
