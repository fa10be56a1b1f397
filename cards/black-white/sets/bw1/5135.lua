-- Dune Raider (female, max HP 4). Plunder: after your Thrust deals damage to a character, you may
-- gain 1 card at random from its hand.
return { custom_ability { kind = "skill", name = "Plunder", timing = "damage_dealt",
  when = function(p, ev)
    return ev.player == p and ev.channel == "thrust" and ev.target ~= p and in_game(ev.target)
      and count("hand", ev.target) > 0
  end,
  effect = function(e)
    local h = cards("hand", e.ev.target)
    move(h[random(#h)], "hand", e.you)          -- BW-12.5: gained from a hand, blind
  end } }
