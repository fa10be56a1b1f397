-- Veil Cartographer. Void: Once per turn by name: draw 1 card, then discard 1 card.
return {
  ignition { face = "void", once_name = true, text = "Draw 1 card, then discard 1 card",
             effect = function(e) draw(e.you, 1); discards(e.you, 1) end },
}
