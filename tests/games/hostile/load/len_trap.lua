-- Load time: the returned list loops when the loader measures it.
return setmetatable({}, { __len = function() while true do end end })
