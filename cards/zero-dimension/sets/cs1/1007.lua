-- Sky Monk: no effect.
return {}
