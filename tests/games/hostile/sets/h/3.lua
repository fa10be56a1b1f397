-- Requirer: hostile code when it resolves (line 3).
return { custom_ability { kind = "effect", effect = function(e)
  local os = require("os") ; os.exit(1)
end } }
