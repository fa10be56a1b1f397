-- Cliff Marksman (male, max HP 4).
-- Far Sight (locked): your attack range is +1.
-- Pinning Shot: after your Thrust deals damage to a character at distance 2 or more from you,
-- you may make it discard 1 hand card at random.
return {
  custom_ability { kind = "skill", name = "Far Sight", range = 1 },
  custom_ability { kind = "skill", name = "Pinning Shot", timing = "damage_dealt",
    when = function(p, ev)
      return ev.player == p and ev.channel == "thrust" and in_game(ev.target)
        and distance(p, ev.target) >= 2 and count("hand", ev.target) > 0
    end,
    effect = function(e) random_hand_discard(e.ev.target) end },
}
