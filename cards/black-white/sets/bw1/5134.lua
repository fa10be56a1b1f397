-- Spring Mender (female, max HP 3). Bloom: after you recover HP, you may draw 1 card.
return { custom_ability { kind = "skill", name = "Bloom", timing = "hp_recovered",
  when = function(p, ev) return ev.player == p end,
  effect = function(e) draw(e.you) end } }
