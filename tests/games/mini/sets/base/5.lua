-- Blitz: speed 3; record 9.
return { custom_ability { kind = "effect", effect = function(e) record(9) end } }
