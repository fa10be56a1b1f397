-- Static Snare: Choose 1 Forward. Dull it and Freeze it.
return { summon(function(e) dull(e.target); freeze(e.target) end, { target = forward() }) }
