-- Ash Chaplain (male, max HP 3). Last Rites: when another character is dying, you may discard
-- 2 cards to have it recover 1 HP.
return { custom_ability { kind = "skill", name = "Last Rites", timing = "dying",
  when = function(p, ev)
    return ev.player ~= p and in_game(ev.player) and pvar(ev.player, "hp") <= 0 and count("hand", p) >= 2
  end,
  effect = function(e)
    for _ = 1, 2 do discard(choose_card(e.you, "Last Rites: discard a card", cards("hand", e.you))) end
    recover(e.ev.player, 1, e.you)
  end } }
