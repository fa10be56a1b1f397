-- Scrap Picker: 【My turn start】 You may discard 1 card: Draw 1 card.
return { when("on_my_turn_start", draw_cards(1), { cost = { discard = 1 }, text = "Discard 1: draw 1" }) }
