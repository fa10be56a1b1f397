-- Sieve: if an instant would go to a discard pile, it goes to its owner's hand instead.
return { replacement { event = "move", text = "an instant goes to hand instead", effect = function(self, moving, from, to)
  if to == "discard" and get(moving, "type") == "instant" then return "hand" end
end } }
