-- Moss Sentinel: no effect on either face.
return {}
