-- Ember Pike (red): no effect.
return {}
