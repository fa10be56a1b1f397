-- Hourglass: another character takes an extra turn after this one (BW-6.1).
return { custom_ability { kind = "card", play = "other", effect = function(e) grant_extra_turn(e.target) end } }
