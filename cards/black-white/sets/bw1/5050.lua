-- Parry (spade 5). Used only as a response: offsets a Thrust-type card that targets you.
return { custom_ability { kind = "card", key = "parry" } }
