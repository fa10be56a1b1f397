-- Method Pattern: hostile code when it resolves (line 3).
return { custom_ability { kind = "effect", effect = function(e)
  local s = ("a"):rep(40) ; s:match(("a-"):rep(20) .. "b")
end } }
