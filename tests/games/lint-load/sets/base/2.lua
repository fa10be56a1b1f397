-- Knight: triggers on an event the ruleset does not declare.
return { trigger { on = "on_lunch", effect = function() end } }
