-- Iron Staff: 【On destroy】 Draw 1 card.
return { when("on_destroy", draw_cards(1)) }
