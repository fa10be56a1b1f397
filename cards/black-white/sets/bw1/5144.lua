-- Oathbound Lancer (female, max HP 4). Shieldmate: after another character of the same faction
-- as you takes damage, you may draw 1 card, then give 1 hand card to it.
return { custom_ability { kind = "skill", name = "Shieldmate", timing = "damage_received",
  when = function(p, ev) return ev.player ~= p and in_game(ev.player) and same_faction(p, ev.player) end,   -- BW-11.5
  effect = function(e)
    draw(e.you)
    local h = cards("hand", e.you)
    if #h > 0 and in_game(e.ev.player) then
      move(choose_card(e.you, "Shieldmate: give P" .. e.ev.player .. " which card?", h), "hand", e.ev.player)
    end
  end } }
