-- Rift Hound: no effect on either face.
return {}
