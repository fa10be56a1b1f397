-- Finalizer: hostile code when it resolves (line 3).
return { custom_ability { kind = "effect", effect = function(e)
  setmetatable({}, { __gc = function() set_gvar("x", 666) end })
end } }
