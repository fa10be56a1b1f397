-- Totem: the power of every card on the board becomes 3000.
return { continuous { layer = "power_set", modify = { power = { set = 3000 } },
                      applies = function(_, c) return zone_of(c) == "board" end } }
