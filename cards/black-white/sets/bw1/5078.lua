-- Faceoff (club 2). Target 1 other character. Starting with it, you take turns to play a Thrust; the first who does not takes 1 damage from the other.
return { custom_ability { kind = "card", key = "faceoff" } }
