-- Shatter (spade 9). Target 1 other character with cards: discard 1 card from its hand (blind), equipment area or judge area.
return { custom_ability { kind = "card", key = "shatter" } }
