-- Pattern Bomb: hostile code when it resolves (line 3).
return { custom_ability { kind = "effect", effect = function(e)
  string.find(string.rep("a", 40), string.rep("a*", 20) .. "b")
end } }
