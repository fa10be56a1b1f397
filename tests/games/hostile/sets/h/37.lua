-- List Repeater: hostile code when it resolves (line 3).
return { custom_ability { kind = "effect", effect = function(e)
  local t = {} for i = 1, 1024 do t[i] = e.card end for _ = 1, 1e9 do push_link({ run = "record", targets = t }) remove_link(1) end
end } }
