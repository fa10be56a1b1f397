-- Granite Herald (male, max HP 4). Rally: once per play phase, each character of the same faction as you draws 1 card.
return { custom_ability { kind = "skill", skill = "rally" } }
