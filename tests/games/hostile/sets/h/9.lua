-- Meddler: hostile code when it resolves (line 3).
return { custom_ability { kind = "effect", effect = function(e)
  ability(1).effect = function() record(6) end
end } }
