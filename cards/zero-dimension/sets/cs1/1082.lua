-- Hex Crow: 【Opponent's turn start】 Target character your opponent controls gets (ATK)−1000 until end of turn.
return {
  when("on_opponent_turn_start", until_end_of_turn("atk", -1000),
    { target = target_opponents_character(), text = "(ATK)-1000" }),
}
