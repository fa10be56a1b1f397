-- Lacquer Coat (diamond 7). Armor. Locked: black Thrusts are nullified against you.
return { custom_ability { kind = "card", key = "equip" } }
