-- Iron Drummer (male, max HP 4). War Beat: once per play phase, you may discard 1 card to use one more Thrust this phase.
return { custom_ability { kind = "skill", skill = "war_beat" } }
