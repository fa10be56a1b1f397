-- Use Flood: hostile code when it resolves (line 3).
return { custom_ability { kind = "effect", effect = function(e)
  for i = 1, 1e9 do add_use(i) end
end } }
