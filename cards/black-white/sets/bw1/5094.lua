-- Hooked Glaive (diamond 3). Weapon, range 2.
return { custom_ability { kind = "card", key = "equip" } }
