-- Knight: no abilities.
return {}
