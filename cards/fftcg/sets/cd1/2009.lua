-- Rally Cry: Choose 1 Forward. It gains +2000 power until the end of the turn.
return { summon(target_gains(2000), { target = forward() }) }
