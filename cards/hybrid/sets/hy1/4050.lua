-- Backdraft. Return target attacking creature to its owner's hand.
return { magic { target = target_creature(function(_, c) return var(c, "attacking") > 0 end),
                 effect = function(e) return_to_hand(e.target) end } }
