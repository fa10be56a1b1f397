-- Binding Seal: This card may be equipped to an opponent's character. (equip_opponent in its row, ZD-7.3.2)
return {}
