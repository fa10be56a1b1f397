-- Bad Error: hostile code when it resolves (line 3).
return { custom_ability { kind = "effect", effect = function(e)
  error(setmetatable({}, { __tostring = function() error("again") end }))
end } }
