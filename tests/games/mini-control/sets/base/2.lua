-- Puppeteer: while the game variable pull is 1, you control every Doll on the board.
return { continuous { layer = "control", modify = { control = { set = "you" } },
                      condition = function() return gvar("pull") == 1 end,
                      applies = function(_, c) return zone_of(c) == "board" and card_name(c) == "Doll" end } }
