-- Volcanic Caldera. Fire creatures get +1 ATK.
return { magic {}, static({ atk = 1 }, function(_, c) return get(c, "attribute") == "fire" end) }
