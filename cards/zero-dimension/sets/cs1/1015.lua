-- Census: Draw 2 cards.
return { tactic_text { effect = draw_cards(2) } }
