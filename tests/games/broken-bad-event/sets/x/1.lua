return { trigger { on = "on_lunch", effect = function() end } }
