-- Dumper: hostile code when it resolves (line 3).
return { custom_ability { kind = "effect", effect = function(e)
  local bc = string.dump(function() end) ; record(#bc)
end } }
