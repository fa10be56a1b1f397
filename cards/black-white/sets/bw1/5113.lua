-- Cinder Duelist (male, max HP 4). Follow-through: after your Thrust deals damage, you may draw 1 card.
return { custom_ability { kind = "skill", name = "Follow-through", timing = "damage_dealt",
  when = function(p, ev) return ev.player == p and ev.channel == "thrust" end,
  effect = function(e) draw(e.you) end } }
