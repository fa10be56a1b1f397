-- Storm Oath: Target character's attributes become «Storm» until end of turn.
-- (ZD-11.3: a "becomes", applied before any attribute gained, whatever came first.)
return {
  tactic_text { target = target_character(), effect = function(e)
    becomes(e.target, "attributes", "Storm", "end_of_turn", e.card)
  end },
}
