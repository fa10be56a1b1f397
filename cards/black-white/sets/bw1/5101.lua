-- Sturdy Mule (diamond Q). Mount. Other characters' distance to you is +1.
return { custom_ability { kind = "card", key = "equip" } }
