-- Black: a faction card (BW-0.3).
return {}
