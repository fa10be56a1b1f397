-- Vesper Duelist: First Strike
return {}
