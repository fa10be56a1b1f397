-- Valor Song: Choose 1 Forward you control. It gains Brave until the end of the turn.
return { summon(function(e) keyword_until_eot(e, e.target, "brave") end, { target = forward(yours) }) }
