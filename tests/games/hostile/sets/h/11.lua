-- Leaker: hostile code when it resolves (line 3).
return { custom_ability { kind = "effect", effect = function(e)
  leaked_between_games = (leaked_between_games or 0) + 1
end } }
