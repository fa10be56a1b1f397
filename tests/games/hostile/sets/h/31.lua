-- Link Flood: hostile code when it resolves (line 3).
return { custom_ability { kind = "effect", effect = function(e)
  for _ = 1, 1e9 do push_link({ run = "record", args = { 1 } }) end
end } }
