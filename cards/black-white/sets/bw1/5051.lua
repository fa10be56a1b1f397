-- Remedy (spade J). Play phase, below your max HP: you recover 1. Or, at any time, on a dying character: it recovers 1. Infiltration (pure): when used in your play phase, you may also draw 1.
return { custom_ability { kind = "card", key = "remedy" } }
