-- Brine Oracle (female, max HP 3). Tidecall: at the start of your finish phase, you may draw 1 card.
return { custom_ability { kind = "skill", skill = "tidecall" } }
