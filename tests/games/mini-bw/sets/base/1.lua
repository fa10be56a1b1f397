-- Strike: deal 1 damage to another character; it may answer with a Sidestep.
return { custom_ability { kind = "card", play = "other", response = "demand", answer = "Sidestep",
  effect = function(e) damage(e.target, 1, e.you) end } }
