-- Needle Fencer (female, max HP 4). True Point (locked): your Thrusts ignore their targets' armor.
-- Cut Straps: after your Thrust deals damage to a character, you may discard 1 of its equipped
-- cards. (True Point alone is locked continuous and could never reveal her: BW-0.3.5.)
return {
  -- BW-7.6: the hook ignore_armor, read by armor_nullifies (rules/40_use.lua) while revealed
  custom_ability { kind = "skill", name = "True Point", ignore_armor = 1 },
  custom_ability { kind = "skill", name = "Cut Straps", timing = "damage_dealt",
    when = function(p, ev) return ev.player == p and ev.channel == "thrust" and in_game(ev.target) and count("equip", ev.target) > 0 end,
    effect = function(e)
      discard(choose_card(e.you, "Cut Straps: discard which card of P" .. e.ev.target .. "'s?", cards("equip", e.ev.target)))
    end },
}
