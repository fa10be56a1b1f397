-- Ember Scout (male, max HP 4). Hasty Draw: at the start of your draw phase, you may draw 1 extra card.
return { custom_ability { kind = "skill", skill = "hasty_draw" } }
