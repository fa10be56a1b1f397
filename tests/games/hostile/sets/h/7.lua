-- Debugger: hostile code when it resolves (line 3).
return { custom_ability { kind = "effect", effect = function(e)
  debug.sethook() ; debug.getregistry()["cardinal.base"].error = print
end } }
