-- Empty Repeater: hostile code when it resolves (line 3).
return { custom_ability { kind = "effect", effect = function(e)
  local s = string.rep("", math.maxinteger) ; table.move({}, 1, math.maxinteger - 1, 1, {})
end } }
