-- Magma Hound. 【Normal creature】
return {}
