-- Log Flood: hostile code when it resolves (line 3).
return { custom_ability { kind = "effect", effect = function(e)
  local s = string.rep("x", 4000) for _ = 1, 1e9 do log(s) end
end } }
