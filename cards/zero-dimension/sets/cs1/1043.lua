-- Crack: Target character gets (DEF)−1000 until end of turn.
return { tactic_text { target = target_character(), effect = until_end_of_turn("def", -1000) } }
