-- Grove Titan: no effect.
return {}
