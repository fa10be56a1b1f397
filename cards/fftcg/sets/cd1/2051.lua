-- Radiant Ward: Choose 1 Forward you control. It gains +3000 power until the end of the turn.
return { summon(target_gains(3000), { target = forward(yours) }) }
