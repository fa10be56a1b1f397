-- Storm Oath: Target character's attributes become «Storm» until end of turn.
return {
  tactic_text { target = target_character(), effect = function(e)
    modify(e.target, "attributes", "become", "Storm", { duration = "end_of_turn", source = e.card })
    settle()
  end },
}
