-- Load time: an ability table that errors when the loader reads it.
return { setmetatable({}, { __index = function() error("trap") end }) }
