-- Volt Adept: no abilities.
return {}
