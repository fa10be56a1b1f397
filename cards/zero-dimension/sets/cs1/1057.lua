-- Lantern Maiden: Counter effect: Draw 1 card.
return { counter(draw_cards(1)) }
