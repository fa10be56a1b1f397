-- Pcall Spinner: hostile code when it resolves (line 3).
return { custom_ability { kind = "effect", effect = function(e)
  for _ = 1, 1e12 do pcall(function() while true do end end) end
end } }
