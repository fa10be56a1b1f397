-- Call to Arms: Deploy a character with cost 2 or less from your hand.
return {
  tactic_text { effect = function(e)
    deploy_from(e.you, "hand", cost_at_most(2))
  end },
}
