-- Table Namer: hostile code when it resolves (line 3): addresses into the text of an error.
return { custom_ability { kind = "effect", effect = function(e)
  error("names: " .. tostring({}) .. " " .. tostring(ipairs) .. " " .. string.format("%s", e))
end } }
