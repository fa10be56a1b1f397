-- Hooked Glaive (diamond 2). Weapon, range 2.
return { custom_ability { kind = "card", key = "equip" } }
