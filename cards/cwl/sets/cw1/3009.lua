-- Ash Imp: no effect on either face.
return {}
