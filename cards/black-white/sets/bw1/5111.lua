-- Vigil Keeper (male, max HP 4). Steadfast: after you take damage, you may draw 1 card.
return { custom_ability { kind = "skill", skill = "steadfast" } }
