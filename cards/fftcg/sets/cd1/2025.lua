-- Zephyr Sage: <dull>: Choose 1 Forward. Activate it.
return { act({ dull = true }, activate_target, { target = forward(), text = "dull: activate a Forward" }) }
