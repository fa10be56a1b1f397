-- Wellspring Shrine. At the start of your preparation phase: gain 1 life.
return { magic {}, at_preparation(gain_life_effect(1), { text = "Gain 1 life" }) }
