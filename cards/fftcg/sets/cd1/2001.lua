-- Cinder Vanguard: no abilities.
return {}
