-- Silk Broker (female, max HP 3). Barter: once per play phase, you may give 1 hand card to another character, then draw 1 card.
return { custom_ability { kind = "skill", name = "Barter", active = true,
  can = function(p) return count("hand", p) > 0 and #seats() > 1 end,
  effect = function(e)
    local c = choose_card(e.you, "Barter: give which card?", cards("hand", e.you))
    move(c, "hand", choose_player(e.you, "Barter: give it to whom?", function(q) return q ~= e.you end))
    draw(e.you)
  end } }
