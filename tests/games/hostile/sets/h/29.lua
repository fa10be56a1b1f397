-- Log Line: hostile code when it resolves (line 3).
return { custom_ability { kind = "effect", effect = function(e)
  log(string.rep("x", 1 << 20))
end } }
