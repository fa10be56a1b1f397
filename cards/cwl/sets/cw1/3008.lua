-- Tide Lancer: no effect on either face.
return {}
