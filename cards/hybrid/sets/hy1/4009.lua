-- Ember Duelist. When this creature is summoned: deal 1 damage to target creature.
return { when("on_summon", damage_target(1), { target = target_creature(), text = "Deal 1 damage to target creature" }) }
