-- Phase Shift. Switch the system of 1 monster.
return { magic { target = target_monster(), effect = function(e) switch_system(e.target) end } }
