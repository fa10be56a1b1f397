-- Ember (skill): after you are dealt damage, you may deal 1 damage to its source.
return { custom_ability { kind = "skill", timing = "damage_received",
  when = function(e) return e.ev.player == e.you and e.ev.from and in_game(e.ev.from) end,
  effect = function(e) record(6); damage(e.ev.from, 1, e.you) end } }
