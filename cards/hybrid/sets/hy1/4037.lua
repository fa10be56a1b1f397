-- Twin Visions. Draw 2 cards.
return { magic { effect = draw_cards(2) } }
