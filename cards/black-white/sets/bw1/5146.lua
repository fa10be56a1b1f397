-- Quarry Foreman (male, max HP 5). Hard Toil (locked): at the start of your draw phase, if you
-- are wounded, you draw 1 card.
return { custom_ability { kind = "skill", name = "Hard Toil", timing = "phase_start:draw", locked = true,
  when = function(p, ev) return ev.player == p and wounded(p) end,
  effect = function(e) draw(e.you) end } }
