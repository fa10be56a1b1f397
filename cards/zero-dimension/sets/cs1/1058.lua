-- Maiden's Double: no effect (character name 『Lantern Maiden』).
return {}
