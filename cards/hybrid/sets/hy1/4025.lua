-- Cliff Ram. 【Normal creature】
return {}
