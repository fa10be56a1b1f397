-- Pebble Sprite: no effect.
return {}
