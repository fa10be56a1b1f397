-- Night Harvest: Choose 1 Forward. Break it.
return { summon(break_target, { target = forward() }) }
