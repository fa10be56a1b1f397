-- Rush Order: Deploy a character with cost 5 or more from your hand.
return {
  tactic_text { effect = function(e)
    deploy_from(e.you, "hand", cost_at_least(5))
  end },
}
