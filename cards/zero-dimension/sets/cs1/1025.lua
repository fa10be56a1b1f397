-- Hollow Mantle: If a character would be put from a battle zone into a rest area, remove it from the game instead.
return {
  replacement { event = "move", effect = function(self, moving, from, to)
    if from == "battle" and to == "rest" and is_character(moving) then return "removed" end
  end },
}
