-- Horn Bow (diamond 7). Weapon, range 5.
return { custom_ability { kind = "card", key = "equip" } }
