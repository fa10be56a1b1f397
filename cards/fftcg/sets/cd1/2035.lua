-- Mind Tether: Gain control of 1 Forward until the end of the turn.
return { summon(function(e) gain_control(e.target, e.you, true) end, { target = forward(theirs) }) }
