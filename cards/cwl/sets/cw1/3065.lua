-- Tactical Retreat (tactic, generic). Return 1 monster you control to your hand.
return { tactic { target = target_my_monster(), effect = function(e) return_to_hand(e.target) end } }
