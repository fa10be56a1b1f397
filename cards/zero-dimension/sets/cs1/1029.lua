-- Echo Wisp: When this card is scrapped, draw 1 card.
return { when("on_scrapped", draw_cards(1)) }
