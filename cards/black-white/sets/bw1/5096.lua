-- Ashwood Pike (diamond 5). Weapon, range 3.
return { custom_ability { kind = "card", key = "equip" } }
