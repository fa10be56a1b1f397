-- Trophy Hunter: When Trophy Hunter breaks a Forward, draw 1 card.
return { when("breaks_forward", draw_cards(1)) }
