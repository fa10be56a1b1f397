-- Dune Jackal. 【Normal creature】
return {}
