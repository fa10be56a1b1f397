-- Xpcall Spinner: hostile code when it resolves (line 5). After a C stack
-- overflow (pcalls nested 200 deep), an endless loop whose message handler
-- loops too: the handler must never run where the instruction hook is off.
return { custom_ability { kind = "effect", effect = function(e)
  pcall(function() local function f() return pcall(f) end f() end) xpcall(function() while true do end end, function() while true do end end)
end } }
