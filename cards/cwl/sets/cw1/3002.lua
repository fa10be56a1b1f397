-- Prism Knight: no effect on either face.
return {}
