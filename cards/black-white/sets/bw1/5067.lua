-- Remedy (heart 2). In your play phase with HP below max HP: recover 1. Or on a dying character: it recovers 1. Infiltration (pure): when you use it in your play phase, also draw 1.
return { custom_ability { kind = "card", key = "remedy" } }
