-- Rope Courier: LV2: When this card enters the rest area, draw 1 card.
return { when("on_enter_rest_area", draw_cards(1), { lv = 2 }) }
