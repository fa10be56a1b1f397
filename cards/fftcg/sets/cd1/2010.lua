-- Ashen Herald: EX BURST When Ashen Herald enters the field, draw 1 card.
return { ex(when("enters_field", draw_cards(1), { text = "draw 1 card" })) }
