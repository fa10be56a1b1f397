-- Veil Dancer (female, max HP 3). Afterimage: after you use a Parry, you may draw 1 card.
return { custom_ability { kind = "skill", name = "Afterimage", timing = "card_using",
  when = function(p, ev) return ev.player == p and kind_of(ev.card) == "parry" end,
  effect = function(e) draw(e.you) end } }
