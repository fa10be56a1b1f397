-- Stone Sentinel: no effect.
return {}
