-- Kiln Guardian (female, max HP 4). Quench: when you would take fire or thunder damage, you may
-- discard 1 card to prevent it. At damage_receiving (BW-13.2 step 2): an amount of 0 is prevented,
-- so a chained Guardian is not reset and nothing propagates (BW-9.3c).
return { custom_ability { kind = "skill", name = "Quench", timing = "damage_receiving",
  when = function(p, ev) return ev.target == p and ev.element ~= nil and ev.amount > 0 and count("hand", p) > 0 end,
  effect = function(e)
    discard(choose_card(e.you, "Quench: discard a card", cards("hand", e.you)))
    e.ev.amount = 0
  end } }
