-- Bastion Golem. Taunt
return {}
