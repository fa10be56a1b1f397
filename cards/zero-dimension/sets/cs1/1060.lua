-- Temper Steel: Target equipment gets (ATK)+1000 until end of turn.
return { tactic_text { target = target_equipment(), effect = until_end_of_turn("atk", 1000) } }
