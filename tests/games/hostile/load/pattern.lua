-- Load time: a pattern that backtracks exponentially (line 2).
local _ = string.match(string.rep("a", 40), string.rep("a*", 20) .. "b")
return {}
