-- Modifier Reader: hostile code when it resolves (line 3): adds a modifier and reads the card, over and over.
return { custom_ability { kind = "effect", effect = function(e)
  for _ = 1, 99999 do modify(e.card, "power", "add", 1) get(e.card, "power") end
end } }
