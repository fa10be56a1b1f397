-- Modifier Flood: hostile code when it resolves (line 3).
return { custom_ability { kind = "effect", effect = function(e)
  for _ = 1, 1e9 do modify(e.card, "power", "add", 1) end
end } }
