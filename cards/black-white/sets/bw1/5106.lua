-- White Seal. A white faction card (BW-1.1).
return {}
