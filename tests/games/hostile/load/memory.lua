-- Load time: a memory bomb (line 2).
local t, s = {}, string.rep("x", 1 << 20) for i = 1, 1e9 do t[i] = s .. i end
return {}
