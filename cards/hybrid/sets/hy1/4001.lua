-- Cinder Pup. 【Normal creature】
return {}
