-- Gale Current. Return 1 monster to its owner's hand.
return { magic { target = target_monster(), effect = function(e) return_to_hand(e.target) end } }
