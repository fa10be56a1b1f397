-- Languor (heart 9). Delayed: place it in another character's judge area. Judge: unless the result is a heart, that character skips its play phase this turn.
return { custom_ability { kind = "card", key = "languor" } }
