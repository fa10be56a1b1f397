-- No abilities: the board test reads its stats only.
return {}
