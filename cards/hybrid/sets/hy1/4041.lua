-- Sapphire Tide. Gain 2 mana.
return { magic { effect = function(e) gain_mana(e.you, 2) end } }
