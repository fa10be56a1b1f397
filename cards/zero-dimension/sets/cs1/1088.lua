-- Midnight Courier: 【Opponent's turn end】 If you have 2 or fewer cards in hand, draw 1 card.
return {
  when("on_opponent_turn_end", function(e) if count("hand", e.you) <= 2 then draw(e.you, 1) end end,
    { text = "Draw 1 if 2 or fewer cards" }),
}
