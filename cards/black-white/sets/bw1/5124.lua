-- Frost Courier (female, max HP 3). Quick Study: at the start of your turn, you may draw 1 card, then discard 1 card.
return { custom_ability { kind = "skill", name = "Quick Study", timing = "turn_start",
  when = function(p, ev) return ev.player == p end,
  effect = function(e)
    draw(e.you)
    local h = cards("hand", e.you)
    if #h > 0 then discard(choose_card(e.you, "Quick Study: discard a card", h)) end
  end } }
