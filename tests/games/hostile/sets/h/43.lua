-- Closer: hostile code when it resolves (line 3): a handler that would run while a question unwinds.
return { custom_ability { kind = "effect", effect = function(e)
  local f, err = load("local set, ask = ... local k <close> = setmetatable({}, { __close = function() set('x', 666) end }) ask()") if not f then error(err) end f(set_gvar, function() return choose(e.you, "Pick", { "a", "b" }) end)
end } }
