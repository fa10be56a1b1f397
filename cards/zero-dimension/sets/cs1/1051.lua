-- Silence: Target character loses its effects until end of turn.
return {
  tactic_text { target = target_character(), effect = function(e)
    modify(e.target, "abilities", "lose_abilities", nil, { duration = "end_of_turn", source = e.card })
    settle()
  end },
}
