-- Blaze Duelist: 【Battle win】 Deal 1000 damage to target character your opponent controls.
return { when("on_battle_win", damage_target(1000), { target = target_opponents_character(), text = "Deal 1000 damage" }) }
