-- Cinder Scout: When Cinder Scout is put into the Break Zone from the field, draw 1 card.
return { when("put_into_break_zone", draw_cards(1), { text = "draw 1 card" }) }
