-- Runed Cleaver. Equip {1}. Equipped creature gets +2 ATK.
return artifact { mods = { atk = 2 } }
