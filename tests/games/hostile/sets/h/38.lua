-- Many Targets: hostile code when it resolves (line 3).
return { custom_ability { kind = "effect", effect = function(e)
  local t = {} for i = 1, 100000 do t[i] = e.card end push_link({ run = "record", targets = t })
end } }
