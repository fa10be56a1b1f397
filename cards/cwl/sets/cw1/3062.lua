-- Signal Flare (tactic, generic). Draw 1 card.
return { tactic { effect = draw_cards(1) } }
