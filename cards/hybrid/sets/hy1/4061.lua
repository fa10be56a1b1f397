-- Healing Salve. Gain 3 life.
return { item { effect = gain_life_effect(3) } }
