-- Rime Adept: no abilities.
return {}
