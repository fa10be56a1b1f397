-- Null Gear: Negate the effects of target equipment until end of turn.
return {
  tactic_text { target = target_equipment(), effect = function(e)
    modify(e.target, "abilities", "lose_abilities", nil, { duration = "end_of_turn", source = e.card })
    settle()
  end },
}
