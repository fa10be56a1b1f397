-- Footman: no abilities.
return {}
