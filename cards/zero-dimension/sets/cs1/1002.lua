-- Ember Pike (blue): no effect.
return {}
