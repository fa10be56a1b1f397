-- Implode: Target character gets (DEF)−2000 until end of turn. Then, if that character is in a battle zone,
-- draw 2 cards.
return {
  tactic_text { target = target_character(), effect = function(e)
    until_end_of_turn("def", -2000)(e)            -- DEF <= 0 leaves at once (ZD-11.10.2)
    if exists(e.target) then draw(e.you, 2) end
  end },
}
