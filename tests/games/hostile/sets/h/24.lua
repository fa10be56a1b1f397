-- Xpcall Spinner: hostile code when it resolves (line 3). After a stack
-- overflow, an endless loop whose message handler loops too: the handler must
-- never run where the instruction hook is off.
return { custom_ability { kind = "effect", effect = function(e)
  pcall(function() local function f() return f() + 1 end f() end) xpcall(function() while true do end end, function() while true do end end)
end } }
