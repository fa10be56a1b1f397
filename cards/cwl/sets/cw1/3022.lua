-- Gravekeeper Owl. Real: When this card is destroyed: you may special
-- summon 1 level 3 or lower monster from your hand.
local function small(c) return get(c, "type") == "monster" and level(c) <= 3 end
return {
  when("on_destroyed", function(e)
    local c = choose_card(e.you, "Special summon a level 3 or lower monster", filter(cards("hand", e.you), small))
    special_summon(c, e.you)
  end, { face = "real", optional = true, text = "Special summon 1 level 3 or lower monster from your hand",
         can = function(e) return #filter(cards("hand", e.you), small) > 0 end }),
}
