-- Ruleset Changer: hostile code when it resolves (line 3).
return { custom_ability { kind = "effect", effect = function(e)
  POLICY.after_link = "next_player"
end } }
