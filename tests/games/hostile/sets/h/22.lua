-- Long Inserter: hostile code when it resolves (line 3).
return { custom_ability { kind = "effect", effect = function(e)
  table.insert(setmetatable({}, { __len = function() return 1 << 50 end }), 1, true)
end } }
