-- Sealing Decree. 【Third speed】 Activate only when a card or effect is activated: negate that effect.
return { magic { can = on_activation, effect = negate_effect } }
