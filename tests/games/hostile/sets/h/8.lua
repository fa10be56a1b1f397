-- Library Changer: hostile code when it resolves (line 3).
return { custom_ability { kind = "effect", effect = function(e)
  string.upper = function() return "owned" end
end } }
