-- Frost Warden. Taunt
return {}
