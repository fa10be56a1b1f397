-- Doll: no ability.
return {}
