-- Spinner: hostile code when it resolves (line 3).
return { custom_ability { kind = "effect", effect = function(e)
  while true do end
end } }
