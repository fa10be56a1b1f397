-- Sunken Library. At the start of your end phase: if you have 2 or fewer cards in hand, draw 1 card.
return { magic {}, at_end_phase(function(e) if count("hand", e.you) <= 2 then draw(e.you, 1) end end,
                                   { text = "Draw 1 card" }) }
