-- Moon Axe (heart 4). Weapon, range 3.
return { custom_ability { kind = "card", key = "equip" } }
