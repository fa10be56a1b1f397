-- Thorn Warden (male, max HP 4). Barbs: after you take damage from a character, you may make it discard 1 hand card at random.
return { custom_ability { kind = "skill", skill = "barbs" } }
