-- Iron Drummer (male, max HP 4). War Beat: once per play phase, you may discard 1 card to use one more Thrust this phase.
return { custom_ability { kind = "skill", name = "War Beat", active = true,
  can = function(p) return count("hand", p) > 0 end,
  effect = function(e)
    discard(choose_card(e.you, "War Beat: discard a card", cards("hand", e.you)))
    set_pvar(e.you, "tlimit", pvar(e.you, "tlimit") + 1)
  end } }
