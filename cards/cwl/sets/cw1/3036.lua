-- Rally Call. Special summon 1 level 4 or lower monster from your hand.
local function small(c) return is_monster(c) and level(c) <= 4 end
return {
  magic { can = function(e) return count("monster", e.you) < 6 and #filter(cards("hand", e.you), small) > 0 end,
          effect = function(e)
            local options = filter(cards("hand", e.you), small)
            if #options > 0 then special_summon(choose_card(e.you, "Special summon a monster", options), e.you) end
          end },
}
