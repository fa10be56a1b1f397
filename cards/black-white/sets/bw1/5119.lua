-- Lantern Monk (male, max HP 3). Morning Calm: at the start of your turn, with HP below max HP, you may recover 1 HP.
return { custom_ability { kind = "skill", name = "Morning Calm", timing = "turn_start",
  when = function(p, ev) return ev.player == p and wounded(p) end,
  effect = function(e) recover(e.you, 1, e.you) end } }
