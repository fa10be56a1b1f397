-- Amber Sage (female, max HP 3). Foresight: at the start of your draw phase, if your hand is smaller than your HP, you may draw 1 card.
return { custom_ability { kind = "skill", name = "Foresight", timing = "phase_start:draw",
  when = function(p, ev) return ev.player == p and count("hand", p) < hp_value(p) end,
  effect = function(e) draw(e.you) end } }
