-- Dusk Tyrant: no abilities.
return {}
