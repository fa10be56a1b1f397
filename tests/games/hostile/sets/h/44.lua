-- Address Reader: hostile code when it resolves (line 3).
return { custom_ability { kind = "effect", effect = function(e)
  log(string.format("%p", {}))
end } }
