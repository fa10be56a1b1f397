-- Counter: keeps state in a local of its file (line 3), which lint warns about.
local count = 0
return { custom_ability { kind = "effect", effect = function(e) count = count + 1 record(count) end } }
