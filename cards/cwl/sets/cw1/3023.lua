-- Rally Horn Bearer. Real: Once per turn: special summon 1 level 4 or lower
-- Warrior monster from your hand.
local function warrior(c) return get(c, "type") == "monster" and level(c) <= 4 and get(c, "race") == "Warrior" end
return {
  ignition { face = "real", once = true, text = "Special summon 1 level 4 or lower Warrior from your hand",
             can = function(e) return count("monster", e.you) < 6 and #filter(cards("hand", e.you), warrior) > 0 end,
             effect = function(e)
               local options = filter(cards("hand", e.you), warrior)
               if #options > 0 then special_summon(choose_card(e.you, "Special summon a Warrior", options), e.you) end
             end },
}
