-- Memory Bomb: hostile code when it resolves (line 3).
return { custom_ability { kind = "effect", effect = function(e)
  local t, s = {}, string.rep("x", 1 << 20) for i = 1, 1e9 do t[i] = s .. i end
end } }
