-- Lacquer Coat (diamond 6). Armor. Locked: black Thrust-type cards are nullified against you.
return { custom_ability { kind = "card", key = "equip", nullify_black_thrust = true } }
