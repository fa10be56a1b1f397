-- Quill Sprite. When this creature is summoned: draw 1 card, then discard 1 card.
return { when("on_summon", function(e) draw(e.you, 1); discards(e.you, 1) end, { text = "Draw 1, then discard 1" }) }
