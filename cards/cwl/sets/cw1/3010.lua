-- Lantern Moth: no effect on either face.
return {}
