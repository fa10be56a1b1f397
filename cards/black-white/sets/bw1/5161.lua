-- Pond Mystic (female, max HP 3). Clear Pool: at the start of your finish phase, infiltration
-- (pure): you may draw 1 card. The condition is read after the reveals of using it, which stay
-- when it fails (BW-0.5.1, BW-11.8, BW-12.7).
return { custom_ability { kind = "skill", name = "Clear Pool", timing = "phase_start:finish", infiltration = "pure",
  when = function(p, ev) return ev.player == p end,
  effect = function(e) draw(e.you) end } }
