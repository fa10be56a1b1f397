-- Spite Imp: 【Attack destroyed】 Draw 1 card.
return { when("on_attack_destroyed", draw_cards(1)) }
