-- Reckless Raider: Reckless Raider must attack each turn if able (FF-10.1.2.1.3).
return { must("attack") }
