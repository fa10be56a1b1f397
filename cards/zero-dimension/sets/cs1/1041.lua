-- Lockdown: Players can't deploy characters with cost 5 or more.
return {
  custom_ability { kind = "forbid", forbid = function(self, action, player, card)
    return action == "deploy" and is_character(card) and (get(card, "cost") or 0) >= 5
  end },
}
