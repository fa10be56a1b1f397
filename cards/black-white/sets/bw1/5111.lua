-- Vigil Keeper (male, max HP 4). Steadfast: after you take damage, you may draw 1 card.
return { custom_ability { kind = "skill", name = "Steadfast", timing = "damage_received",
  when = function(p, ev) return ev.player == p end,
  effect = function(e) draw(e.you) end } }
