-- Watcher: when a Bell rings, record its controller's number.
return { trigger { on = "rang", effect = function(e) record(e.you) end } }
