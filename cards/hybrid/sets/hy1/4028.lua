-- Marsh Lurker. When this creature is flipped: draw 1 card.
return { when("on_flip", draw_cards(1), { text = "Draw 1 card" }) }
