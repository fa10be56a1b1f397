-- Load time: a to-be-closed variable, whose handler would run while a question unwinds (line 3).
return { custom_ability { kind = "effect", effect = function(e)
  local keep <close> = setmetatable({}, { __close = function(_, err) set_gvar("x", 666) end })
  choose(e.you, "Pick", { "a", "b" })
end } }
