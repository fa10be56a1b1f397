-- Harvest Reeve (female, max HP 3). Second Reaping: once per play phase, you may discard 2 cards
-- to take an extra draw phase. It runs at once, with its phase_start, phase_proceeding and
-- phase_end only (BW-6.3, BW-15.2).
return { custom_ability { kind = "skill", name = "Second Reaping", active = true,
  can = function(p) return count("hand", p) >= 2 end,
  effect = function(e)
    if pay_discard(e.you, 2, "Second Reaping: discard a card") then extra_phase(e.you, "draw") end
  end } }
