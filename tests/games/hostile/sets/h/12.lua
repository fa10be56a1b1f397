-- Env Breaker: hostile code when it resolves (line 3).
return { custom_ability { kind = "effect", effect = function(e)
  setmetatable(_ENV, nil) ; leaked = 1
end } }
