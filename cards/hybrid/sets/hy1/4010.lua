-- Tidecaller Adept. At the start of your preparation phase: gain 1 mana.
return { at_preparation(function(e) gain_mana(e.you, 1) end, { text = "Gain 1 mana" }) }
