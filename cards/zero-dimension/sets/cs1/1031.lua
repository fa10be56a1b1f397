-- Raw Recruit: (tap): Target character gets (ATK)+500 until end of turn.
return { act({ tap = true }, until_end_of_turn("atk", 500), { target = target_character(), text = "(ATK)+500" }) }
