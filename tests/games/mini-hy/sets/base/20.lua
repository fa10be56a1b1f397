-- Warden: a deck with Warden holds no instant of speed 3 (a Leader's deck
-- restriction, CW-2.5: the card states it, the ruleset's deck rule runs it).
return { custom_ability { kind = "deck_rule", text = "No speed-3 instants in a deck with Warden.",
  allows = function(card) return not (card.type == "instant" and card.speed == 3) end } }
