-- Supply Cache. Add 2 cards from your deck to your hand.
return { magic { effect = draw_cards(2) } }
