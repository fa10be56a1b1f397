-- Dawn Acolyte: When Dawn Acolyte enters the field, draw 1 card.
return { when("enters_field", draw_cards(1), { text = "draw 1 card" }) }
