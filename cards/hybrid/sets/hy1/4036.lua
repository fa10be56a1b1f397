-- Seer's Lens. {T}: Draw 1 card, then discard 1 card.
return { magic {}, ignition { text = "Draw 1, then discard 1", cost = { tap = true },
                                  effect = function(e) draw(e.you, 1); discards(e.you, 1) end } }
