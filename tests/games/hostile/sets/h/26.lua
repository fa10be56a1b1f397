-- Concatenator: hostile code when it resolves (line 3).
return { custom_ability { kind = "effect", effect = function(e)
  local s = string.rep("x", 1 << 21) for _ = 1, 1e9 do local t = s .. "y" end
end } }
