-- Ironbark Giant (male, max HP 5).
-- Heavy Gait (locked): your distance to other characters is +1.
-- Crush: after your Thrust deals damage, you may discard 2 cards to deal 1 more damage to the
-- same character.
return {
  custom_ability { kind = "skill", name = "Heavy Gait", distance = 1 },
  custom_ability { kind = "skill", name = "Crush", timing = "damage_dealt",
    when = function(p, ev)
      return ev.player == p and ev.channel == "thrust" and in_game(ev.target) and count("hand", p) >= 2
    end,
    effect = function(e)
      for _ = 1, 2 do discard(choose_card(e.you, "Crush: discard a card", cards("hand", e.you))) end
      damage(e.ev.target, 1, e.you, "crush")     -- not a Thrust's damage: Crush does not chain
    end },
}
