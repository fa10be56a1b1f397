-- Veil Dancer (female, max HP 3). Afterimage: after you use a Parry, you may draw 1 card.
return { custom_ability { kind = "skill", skill = "afterimage" } }
