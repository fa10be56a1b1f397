-- Quarry Bruiser: no abilities.
return {}
