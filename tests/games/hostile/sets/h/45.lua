-- Weak Table: hostile code when it resolves (line 3): entries the collector removes when it runs.
return { custom_ability { kind = "effect", effect = function(e)
  setmetatable({}, { __mode = "k" })
end } }
