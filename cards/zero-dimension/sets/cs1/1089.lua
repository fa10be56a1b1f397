-- Homeward Charm: If the equipped character would be put from a battle zone into a rest area, return it to its owner's hand instead.
return {
  replacement { event = "move", effect = function(self, moving, from, to)
    if from == "battle" and to == "rest" and var(self, "attached") == moving then return "hand" end
  end },
}
