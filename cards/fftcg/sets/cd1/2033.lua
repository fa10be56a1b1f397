-- Ridge Golem: <dull>: Choose 1 Forward. It gains +1000 power until the end of the turn.
return { act({ dull = true }, target_gains(1000), { target = forward(), text = "dull: +1000 power" }) }
