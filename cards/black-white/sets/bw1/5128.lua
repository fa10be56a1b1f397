-- Mist Sentinel (female, max HP 3).
-- Fogbound (locked): other characters' distance to you is +1.
-- Slip Away: after a Thrust used on you is offset, you may take that Thrust into your hand.
return {
  custom_ability { kind = "skill", name = "Fogbound", distance_to = 1 },
  custom_ability { kind = "skill", name = "Slip Away", timing = "card_offset",
    when = function(p, ev) return ev.target == p and is_thrust(ev.card) and exists(ev.card) end,
    -- the Thrust waits in the processing zone; taken, it is no longer there to be discarded
    effect = function(e) move(e.ev.card, "hand", e.you) end },
}
