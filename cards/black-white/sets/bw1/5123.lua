-- Moss Hermit (male, max HP 3). Regrowth: at the start of your finish phase, if your hand is empty, you may draw 2 cards.
return { custom_ability { kind = "skill", skill = "regrowth" } }
