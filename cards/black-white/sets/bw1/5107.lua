-- Lone Banner. Marks a careerist (BW-0.3.8, BW-11.4).
return {}
