-- Counter of Characters: hostile code when it resolves (line 3): counting a long string's characters is a loop in C.
return { custom_ability { kind = "effect", effect = function(e)
  local s = string.rep("a", 1 << 21) while true do utf8.len(s) end
end } }
