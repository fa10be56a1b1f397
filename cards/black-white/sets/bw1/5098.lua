-- Quick Mare (club 9). Mount. Your distance to other characters is -1.
return { custom_ability { kind = "card", key = "equip" } }
