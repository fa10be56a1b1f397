-- Warden's Bulwark. Equip {2}. Equipped creature gets +0/+3 and has Taunt.
return artifact { mods = { def = 3, keywords = { "taunt" } } }
