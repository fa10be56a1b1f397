-- Tide Adept: no abilities.
return {}
