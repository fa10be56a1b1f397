-- Brine Oracle (female, max HP 3). Tidecall: at the start of your finish phase, you may draw 1 card.
return { custom_ability { kind = "skill", name = "Tidecall", timing = "phase_start:finish",
  when = function(p, ev) return ev.player == p end,
  effect = function(e) draw(e.you) end } }
