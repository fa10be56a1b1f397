-- Quarry Foreman: <dull><Earth>: Choose 1 Forward you control. It gains +2000 power until the end of the turn.
return { act({ dull = true, cp = { earth = 1 } }, target_gains(2000), { target = forward(yours), text = "dull, Earth: +2000 power" }) }
