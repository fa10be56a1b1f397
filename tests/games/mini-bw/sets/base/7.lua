-- Scribe (skill): after you are dealt damage, you may draw a card.
return { custom_ability { kind = "skill", timing = "damage_received",
  when = function(e) return e.ev.player == e.you end,
  effect = function(e) record(7); draw(e.you) end } }
