-- Recursor: hostile code when it resolves (line 3).
return { custom_ability { kind = "effect", effect = function(e)
  local function f(n) return f(n + 1) + 1 end f(1)
end } }
