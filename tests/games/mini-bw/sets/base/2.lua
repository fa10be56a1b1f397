-- Sidestep: only as an answer; it offsets the card it answers.
return { custom_ability { kind = "card", effect = function(e) record(2) end } }
