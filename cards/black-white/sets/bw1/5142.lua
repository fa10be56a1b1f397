-- Anvil Smith (male, max HP 4). Reforge: once per play phase, you may discard 1 equipment card
-- from your hand to draw 2 cards.
return { custom_ability { kind = "skill", name = "Reforge", active = true,
  can = function(p) return #in_hand(p, "equip") > 0 end,
  effect = function(e)
    discard(choose_card(e.you, "Reforge: discard an equipment card", in_hand(e.you, "equip")))
    draw_n(e.you, 2)
  end } }
