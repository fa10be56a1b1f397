-- Load Escape: hostile code when it resolves (line 3).
return { custom_ability { kind = "effect", effect = function(e)
  local base = load("return getmetatable(_ENV)")() ; base.__index.pairs = print
end } }
