-- Snatch (club 5). Target: 1 other character at distance 1 that has cards. Take 1 card from its hand (blind) or equipment area.
return { custom_ability { kind = "card", key = "snatch" } }
