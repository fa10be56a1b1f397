-- List Repeater: hostile code when it resolves (line 3).
return { custom_ability { kind = "effect", effect = function(e)
  local t = {} for i = 1, 100000 do t[i] = 0 end for _ = 1, 1e9 do push_link({ run = "record", targets = t }) end
end } }
