-- Nameless Traveller. Stands in for a removed male character card: face up, no skills (BW-9.8).
return {}
