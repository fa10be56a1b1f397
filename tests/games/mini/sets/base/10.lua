-- Omen: doom comes in the main step (a state check that reads the step).
return { custom_ability { kind = "effect", effect = function() set_gvar("doom", 1) end } }
