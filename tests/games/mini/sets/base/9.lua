-- Glitch: a card whose script fails when it resolves (for error-handling tests).
return { custom_ability { kind = "effect", effect = function(e)
  local broken = nil
  return broken.field
end } }
