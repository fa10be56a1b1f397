-- Shatter (club 10). Target: 1 other character that has cards. Discard 1 card from its hand (blind) or equipment area.
return { custom_ability { kind = "card", key = "shatter" } }
