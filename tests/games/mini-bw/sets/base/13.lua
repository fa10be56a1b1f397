-- Lookout (skill): at the start of each turn, you may keep watch (record 8).
return { custom_ability { kind = "skill", timing = "turn_start",
  when = function() return true end,
  effect = function() record(8) end } }
