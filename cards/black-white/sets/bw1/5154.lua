-- Bell Ringer (male, max HP 4). Late Bell: after your turn ends, if it was not an extra turn, you
-- may lose 1 HP to take an extra turn. At turn_after_end (BW-6.1); the extra turn comes before the
-- next normal one (BW-15.7); losing HP is not damage (BW-13.3).
return { custom_ability { kind = "skill", name = "Late Bell", timing = "turn_after_end",
  when = function(p, ev) return ev.player == p and gvar("extra") == 0 end,
  effect = function(e)
    lose_hp(e.you, 1)
    grant_extra_turn(e.you)        -- nothing for a character the loss killed
  end } }
