-- Mana Crystal. Gain 1 mana.
return { item { effect = function(e) gain_mana(e.you, 1) end } }
