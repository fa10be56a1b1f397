-- Deck Hand: no effect.
return {}
