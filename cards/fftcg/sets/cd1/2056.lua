-- Shade Reaver: Damage 3 -- Shade Reaver gains +2000 power.
return { damage_n(3, buff({ power = 2000 })) }
