-- Riverback Whale. Taunt
return {}
