-- Coroutine: hostile code when it resolves (line 3).
return { custom_ability { kind = "effect", effect = function(e)
  local co = coroutine.wrap(function() end) co()
end } }
