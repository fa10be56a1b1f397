-- Kindling Brazier: When a counter is placed on a character you control, draw 1 card.
return { whenever("counter_placed", my_character, draw_cards(1), { text = "draw 1 card" }) }
