-- Dune Strider: no effect on either face.
return {}
