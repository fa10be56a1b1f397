-- Dusk Hunter (male, max HP 4). Pursuit: after your Thrust is offset by a Parry, you may make its target discard 1 hand card at random.
return { custom_ability { kind = "skill", skill = "pursuit" } }
