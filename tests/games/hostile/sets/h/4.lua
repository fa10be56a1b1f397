-- Loadlib: hostile code when it resolves (line 3).
return { custom_ability { kind = "effect", effect = function(e)
  package.loadlib("libc.so.6", "system")("touch /tmp/cardinal-pwned")
end } }
