-- Gale Adept: no abilities.
return {}
