-- Bell Herald: 【On deploy】 Draw 1 card.
return { when("on_deploy", draw_cards(1)) }
