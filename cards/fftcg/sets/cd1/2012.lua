-- Prism Envoy: <Fire><Ice>: Draw 1 card.
return { act({ cp = { fire = 1, ice = 1 } }, draw_cards(1), { text = "Fire Ice: draw 1 card" }) }
