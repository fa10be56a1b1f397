-- Silk Broker (female, max HP 3). Barter: once per play phase, you may give 1 hand card to another character, then draw 1 card.
return { custom_ability { kind = "skill", skill = "barter" } }
