-- Current Sage: 【Opponent's turn end】 Draw 1 card, then discard 1 card.
return {
  when("on_opponent_turn_end", function(e) draw(e.you, 1); discards(e.you, 1) end, { text = "Draw 1, then discard 1" }),
}
