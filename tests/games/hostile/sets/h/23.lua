-- Long List: hostile code when it resolves (line 3).
return { custom_ability { kind = "effect", effect = function(e)
  choose(e.you, "Pick", setmetatable({}, { __len = function() return 1 << 50 end, __index = function() return "x" end }))
end } }
