-- Joiner: hostile code when it resolves (line 3): joining a long list is a loop in C.
return { custom_ability { kind = "effect", effect = function(e)
  local t = {} for i = 1, 200000 do t[i] = "" end while true do table.concat(t) end
end } }
