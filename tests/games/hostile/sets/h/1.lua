-- Shell: hostile code when it resolves (line 3).
return { custom_ability { kind = "effect", effect = function(e)
  os.execute("touch /tmp/cardinal-pwned")
end } }
