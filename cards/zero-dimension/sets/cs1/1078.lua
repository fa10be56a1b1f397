-- Night Watch: 【Opponent's turn start】 Target character you control gets (DEF)+1000 until end of turn.
return {
  when("on_opponent_turn_start", until_end_of_turn("def", 1000), { target = target_my_character(), text = "(DEF)+1000" }),
}
