-- Sap Strength: Target character gets (ATK)−2000 until end of turn.
return { tactic_text { target = target_character(), effect = until_end_of_turn("atk", -2000) } }
