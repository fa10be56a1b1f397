-- Lockdown: Players can't deploy characters with cost 5 or more.
return {
  custom_ability { kind = "forbid", forbid = function(self, action, player, card)
    return action == "deploy" and cost_at_least(5)(card)
  end },
}
