-- Storm Rite: Target character gains «Storm» until end of turn.
return {
  tactic_text { target = target_character(), effect = function(e)
    modify(e.target, "attributes", "gain", "Storm", { duration = "end_of_turn", source = e.card })
    settle()
  end },
}
