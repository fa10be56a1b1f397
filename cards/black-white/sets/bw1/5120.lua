-- Gale Archer (female, max HP 4). Volley: once per play phase, you may discard 2 cards to deal 1 damage to a character within your attack range.
return { custom_ability { kind = "skill", skill = "volley" } }
