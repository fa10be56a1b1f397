-- Gate Guard: 【Defend destroyed】 Draw 1 card.
return { when("on_defend_destroyed", draw_cards(1)) }
