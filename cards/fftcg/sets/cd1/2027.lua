-- Militia Pikeman: no abilities.
return {}
