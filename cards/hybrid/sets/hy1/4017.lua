-- Grove Shaman. {T}: Gain 2 life.
return { ignition { text = "Gain 2 life", cost = { tap = true }, effect = gain_life_effect(2) } }
