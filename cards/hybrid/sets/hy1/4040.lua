-- Gravecall Rite. Special summon a creature with 4 or fewer stars from your graveyard.
local function fits(c) return printed(c, "type") == "creature" and stars(c) <= 4 end
return { magic { can = function(e) return creature_room(e.you) and #filter(cards("graveyard", e.you), fits) > 0 end,
  effect = function(e)
    local options = filter(cards("graveyard", e.you), fits)
    if #options > 0 then special_summon(choose_card(e.you, "Special summon a creature", options), e.you) end
  end } }
