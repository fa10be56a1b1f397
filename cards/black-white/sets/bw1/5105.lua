-- Black Seal. A black faction card (BW-1.1).
return {}
