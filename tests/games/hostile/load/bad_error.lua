-- Load time: an error object whose __tostring errors again (line 2).
error(setmetatable({}, { __tostring = function() error("again") end }))
return {}
