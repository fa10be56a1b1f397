-- Plains Outrider (male, max HP 4). Saddle Bow (locked): your attack range becomes 3. Hawk Eye
-- (locked): your attack range is +1. Run Down: after your Thrust deals damage to a character at
-- distance 2 or more from you, you may draw 1 card. "Becomes" sets the base (a weapon's range
-- included), then +1 applies (BW-4.11, BW-11.9: attack_range in rules/10_util.lua).
return {
  custom_ability { kind = "skill", name = "Saddle Bow", range_becomes = 3 },
  custom_ability { kind = "skill", name = "Hawk Eye", range = 1 },
  custom_ability { kind = "skill", name = "Run Down", timing = "damage_dealt",
    when = function(p, ev) return ev.player == p and ev.channel == "thrust" and distance(p, ev.target) >= 2 end,
    effect = function(e) draw(e.you) end },
}
