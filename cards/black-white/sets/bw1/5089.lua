-- Thunderhead (club 10). Delayed: place it in your own judge area. Judge: on a spade 2-9, you take 3 thunder damage with no source and it is discarded; otherwise it moves on to the next living character whose judge area holds none.
return { custom_ability { kind = "card", key = "thunderhead" } }
