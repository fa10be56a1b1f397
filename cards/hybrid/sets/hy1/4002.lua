-- Moss Tortoise. 【Normal creature】
return {}
