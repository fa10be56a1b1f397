-- Unpacker: hostile code when it resolves (line 3): each unpack pushes 100,000 values in one instruction.
return { custom_ability { kind = "effect", effect = function(e)
  local t = {} for i = 1, 100000 do t[i] = i end for _ = 1, 1e9 do local a = table.unpack(t) end
end } }
