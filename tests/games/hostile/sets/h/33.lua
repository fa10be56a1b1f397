-- Label Bomb: hostile code when it resolves (line 3).
return { custom_ability { kind = "effect", effect = function(e)
  local s = string.rep("x", 1 << 20) choose(e.you, "Pick", { s, s })
end } }
