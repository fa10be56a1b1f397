-- Ashen Revenant. When this creature dies: draw 1 card.
return { when("on_die", draw_cards(1), { text = "Draw 1 card" }) }
