-- Nameless Pilgrim. Stands in for a removed female character card: face up, no skills (BW-9.8).
return {}
