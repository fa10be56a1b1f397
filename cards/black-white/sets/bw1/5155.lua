-- Wayside Sleeper (male, max HP 4). Roadside Rest: before your play phase, you may skip it to draw
-- 2 cards. A "skip X" cost is paid just before X starts (BW-6.4): at phase_between:draw:play; a
-- play phase already skipped cannot pay it (BW-15.2).
return { custom_ability { kind = "skill", name = "Roadside Rest", timing = "phase_between:draw:play",
  when = function(p, ev) return ev.player == p and can_skip_phase(p, "play") end,
  effect = function(e)
    if skip_phase(e.you, "play") then draw_n(e.you, 2) end
  end } }
