-- Jade Charm (diamond 9). Accessory. Locked: your hand limit is +1.
return { custom_ability { kind = "card", key = "equip", hand_limit = 1 } }
