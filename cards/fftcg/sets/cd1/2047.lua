-- Receding Tide: Choose 1 Forward. At the end of this turn, return it to its owner's hand.
-- A delayed ability linked to the chosen Forward (FF-11.8.17).
return {
  summon(function(e) at_end_of_turn(e, e.target) end, { target = forward() }),
  delayed(function(e) return_to_hand(e.subject) end, "return it to its owner's hand"),
}
