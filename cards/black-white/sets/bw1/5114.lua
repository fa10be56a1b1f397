-- Reed Weaver (female, max HP 3). Mending Thread: once per play phase, with HP below max HP, you may discard 1 card to recover 1 HP.
return { custom_ability { kind = "skill", name = "Mending Thread", active = true,
  can = function(p) return wounded(p) and count("hand", p) > 0 end,
  effect = function(e)
    discard(choose_card(e.you, "Mending Thread: discard a card", cards("hand", e.you)))
    recover(e.you, 1, e.you)
  end } }
