-- Spear Warden: no effect.
return {}
