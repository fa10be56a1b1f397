-- Definition Changer: hostile code when it resolves (line 3): a table of its definition with a metatable.
local data = setmetatable({ n = 1 }, { __index = function() return 0 end })
return { custom_ability { kind = "effect", data = data, effect = function(e) data.n = data.n + 1 end } }
