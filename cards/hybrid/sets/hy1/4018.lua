-- Pyre Colossus. 【Normal creature】
return {}
