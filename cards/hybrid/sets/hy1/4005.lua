-- Lantern Owl. {2}: Draw 1 card.
return { ignition { text = "Draw 1 card", cost = { mana = 2 }, effect = draw_cards(1) } }
