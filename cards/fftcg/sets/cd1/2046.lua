-- Undertow: Choose 1 Forward. Return it to its owner's hand.
return { summon(return_target, { target = forward() }) }
