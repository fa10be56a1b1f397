-- Brood Pup. Real: When this card is destroyed by battle: special summon 1
-- Brood Pup from your deck.
local function pup(c) return card_name(c) == "Brood Pup" end
return {
  when("on_battle_destroyed", function(e)
    local options = filter(cards("deck", e.you), pup)
    if #options > 0 then special_summon(choose_card(e.you, "Special summon a Brood Pup", options), e.you) end
    shuffle("deck", e.you)
  end, { face = "real", text = "Special summon 1 Brood Pup from your deck" }),
}
