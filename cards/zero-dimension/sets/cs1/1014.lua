-- Quick Study: Draw 1 card.
return { tactic_text { effect = draw_cards(1) } }
