-- Ember Charger: 【Attack destroyed】 Deal 1000 damage to target character your opponent controls.
return { when("on_attack_destroyed", damage_target(1000), { target = target_opponents_character(), text = "Deal 1000 damage" }) }
