-- Idle: no abilities.
return {}
