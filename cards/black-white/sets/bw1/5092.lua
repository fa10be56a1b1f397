-- Ashwood Pike (spade 2). Weapon, range 3.
return { custom_ability { kind = "card", key = "equip" } }
