-- Scar Ascetic (male, max HP 4). Bloodletting: once per play phase, you may lose 1 HP to draw 2
-- cards. Flesh Oath: when you are dying, you may lower your max HP by 1 to recover to 1 HP.
-- Losing HP is not damage (BW-13.3); a max HP of 0 kills with no killer (BW-13.5, BW-4.2).
return {
  custom_ability { kind = "skill", name = "Bloodletting", active = true,
    can = function(p) return true end,
    effect = function(e)
      lose_hp(e.you, 1)
      if in_game(e.you) then draw_n(e.you, 2) end
    end },
  custom_ability { kind = "skill", name = "Flesh Oath", timing = "dying",
    when = function(p, ev) return ev.player == p and pvar(p, "hp") <= 0 end,
    effect = function(e)
      change_max_hp(e.you, -1)
      if in_game(e.you) then recover(e.you, 1 - pvar(e.you, "hp"), e.you) end
    end },
}
