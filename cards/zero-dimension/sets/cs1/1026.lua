-- Twin Banner: no effect (character names 『Bell Herald』 and 『Spear Warden』).
return {}
