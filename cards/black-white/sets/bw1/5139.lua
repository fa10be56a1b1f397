-- Harbor Smuggler (female, max HP 4). Side Door: after a Thrust you use is offset, you may draw
-- 1 card. Infiltration (mixed): you may also use one more Thrust this phase.
return { custom_ability { kind = "skill", name = "Side Door", timing = "card_offset",
  when = function(p, ev) return ev.player == p and is_thrust(ev.card) end,
  effect = function(e)
    draw(e.you)
    if infiltration(e.you, "mixed") and step() == "play" and active_player() == e.you then   -- BW-11.8
      set_pvar(e.you, "tlimit", pvar(e.you, "tlimit") + 1)
    end
  end } }
