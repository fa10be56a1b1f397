-- Cloud Board: no effect.
return {}
