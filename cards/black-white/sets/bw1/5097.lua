-- Horn Bow (diamond 6). Weapon, range 5.
return { custom_ability { kind = "card", key = "equip" } }
