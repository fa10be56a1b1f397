-- Knight's Spear. Equip to target creature you control. Equipped creature gets +1/+1.
return attachment { target = target_my_creature(), mods = { atk = 1, def = 1 } }
