-- Ridge Halberd (club 6). Weapon, range 4.
return { custom_ability { kind = "card", key = "equip" } }
