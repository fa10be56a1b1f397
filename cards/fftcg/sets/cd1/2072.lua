-- Ashfall Censer: When a counter is removed from a character you control, draw 1 card.
return { whenever("counter_removed", my_character, draw_cards(1), { text = "draw 1 card" }) }
