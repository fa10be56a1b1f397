-- Parry (spade 3). Only as a response: offset a Thrust that targets you.
return { custom_ability { kind = "card", key = "parry" } }
