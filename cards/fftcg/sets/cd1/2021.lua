-- Vesper Lancer: no abilities.
return {}
