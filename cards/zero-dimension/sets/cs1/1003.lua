-- Field Hand: no effect.
return {}
