-- Moss Hermit (male, max HP 3). Regrowth: at the start of your finish phase, if your hand is empty, you may draw 2 cards.
return { custom_ability { kind = "skill", name = "Regrowth", timing = "phase_start:finish",
  when = function(p, ev) return ev.player == p and count("hand", p) == 0 end,
  effect = function(e) draw_n(e.you, 2) end } }
