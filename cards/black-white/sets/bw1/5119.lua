-- Lantern Monk (male, max HP 3). Morning Calm: at the start of your turn, with HP below max HP, you may recover 1 HP.
return { custom_ability { kind = "skill", skill = "morning_calm" } }
