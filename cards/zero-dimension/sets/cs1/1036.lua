-- Temple Acolyte: no effect.
return {}
