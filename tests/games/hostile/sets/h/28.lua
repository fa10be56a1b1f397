-- Env Reader: hostile code when it resolves (line 3).
return { custom_ability { kind = "effect", effect = function(e)
  getmetatable(_ENV).__index.draw = function() end
end } }
