-- Amber Sage (female, max HP 3). Foresight: at the start of your draw phase, if your hand is smaller than your HP, you may draw 1 card.
return { custom_ability { kind = "skill", skill = "foresight" } }
