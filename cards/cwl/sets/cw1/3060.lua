-- Pack Instinct (tactic, Beast Leaders). Special summon 1 Beast monster from your graveyard.
local function beast(c) return get(c, "type") == "monster" and get(c, "race") == "Beast" end
return {
  tactic { can = function(e) return count("monster", e.you) < 6 and #filter(cards("graveyard", e.you), beast) > 0 end,
           effect = function(e)
             local options = filter(cards("graveyard", e.you), beast)
             if #options > 0 then special_summon(choose_card(e.you, "Special summon a Beast", options), e.you) end
           end },
}
