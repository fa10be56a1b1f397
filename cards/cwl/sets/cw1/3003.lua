-- Ember Drake: no effect on either face.
return {}
