-- Lacquer Coat (diamond 8). Armor. Locked: black Thrusts are nullified against you.
return { custom_ability { kind = "card", key = "equip" } }
