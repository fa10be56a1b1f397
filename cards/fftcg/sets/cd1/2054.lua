-- Void Gate: If a Forward would be put into the Break Zone, remove it from the game instead.
return { replace_break(any_forward, "removed", "remove it from the game") }
