-- Gale Squire: no effect on either face.
return {}
