-- Lockdown: Players can't deploy characters with cost 5 or more.
-- (ZD-3.3.3, ZD-1.10: a character being used has the cost of that use, so a
-- variable cost of 6 is banned; deployed by an effect it counts as 0.)
return {
  custom_ability { kind = "forbid", forbid = function(self, action, player, card, using)
    return action == "deploy" and cost_at_least(5)(card, using)
  end },
}
