-- Snatch (club J). Target 1 other character at distance 1 with cards: gain 1 card from its hand (blind), equipment area or judge area.
return { custom_ability { kind = "card", key = "snatch" } }
