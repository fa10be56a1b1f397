-- File Opener: hostile code when it resolves (line 3).
return { custom_ability { kind = "effect", effect = function(e)
  local f = io.open("/etc/passwd") ; record(f and 1 or 0)
end } }
