-- War Drummer: 【My turn start】 Target character you control gets (ATK)+1000 until end of turn.
return { when("on_my_turn_start", until_end_of_turn("atk", 1000), { target = target_my_character(), text = "(ATK)+1000" }) }
