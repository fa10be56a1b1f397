-- Twin Sigil (combination). Materials: 1 Warrior monster + 1 Dragon monster. Draw 2 cards.
return { combo { materials = { is_race("Warrior"), is_race("Dragon") }, effect = draw_cards(2) } }
