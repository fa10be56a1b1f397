-- Eternal Pact. {2}, sacrifice a creature: draw 2 cards.
return { magic {}, ignition { text = "Draw 2 cards", cost = { mana = 2, sacrifice = function() return true end },
                                  effect = draw_cards(2) } }
