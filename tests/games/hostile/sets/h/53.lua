-- Big Value: hostile code when it resolves (line 3): one string of 5 MB, which each compare or convert would scan.
return { custom_ability { kind = "effect", effect = function(e)
  local s = string.rep("x", 5000000) if s < e then end
end } }
