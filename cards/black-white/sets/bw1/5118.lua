-- Thorn Warden (male, max HP 4). Barbs: after you take damage from a character, you may make it discard 1 hand card at random.
return { custom_ability { kind = "skill", name = "Barbs", timing = "damage_received",
  when = function(p, ev) return ev.player == p and ev.from and ev.from ~= p and in_game(ev.from) and count("hand", ev.from) > 0 end,
  effect = function(e) random_hand_discard(e.ev.from) end } }
