-- Reef Diver: Back Attack
return {}
