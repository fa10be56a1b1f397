-- Ridge Courier (male, max HP 4).
-- Trailwise (locked): your distance to other characters is -1.
-- Relay: at the start of your finish phase, if you used no Thrust this turn, you may draw 1 card.
return {
  -- BW-12.6 locked continuous: read by distance() through locked_sum while revealed (BW-12.7)
  custom_ability { kind = "skill", name = "Trailwise", distance = -1 },
  custom_ability { kind = "skill", name = "Relay", timing = "phase_start:finish",
    when = function(p, ev) return ev.player == p and pvar(p, "thrusts") == 0 end,
    effect = function(e) draw(e.you) end },
}
