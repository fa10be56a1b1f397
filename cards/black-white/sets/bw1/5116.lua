-- Ember Scout (male, max HP 4). Hasty Draw: at the start of your draw phase, you may draw 1 extra card.
return { custom_ability { kind = "skill", name = "Hasty Draw", timing = "phase_start:draw",
  when = function(p, ev) return ev.player == p end,
  effect = function(e) draw(e.you) end } }
