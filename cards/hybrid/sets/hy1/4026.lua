-- Mirror Mage. {3}, {T}: Return target creature to its owner's hand.
return { ignition { text = "Return target creature to its owner's hand", cost = { mana = 3, tap = true },
                    target = target_creature(), effect = function(e) return_to_hand(e.target) end } }
