-- Dusk Hunter (male, max HP 4). Pursuit: after your Thrust is offset by a Parry, you may make its target discard 1 hand card at random.
return { custom_ability { kind = "skill", name = "Pursuit", timing = "card_offset",
  when = function(p, ev) return ev.player == p and is_thrust(ev.card) and in_game(ev.target) and count("hand", ev.target) > 0 end,
  effect = function(e) random_hand_discard(e.ev.target) end } }
