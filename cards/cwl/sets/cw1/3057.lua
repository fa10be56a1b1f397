-- Field Orders (tactic, generic). Activate when your opponent declares an
-- attack: end the battle phase.
return {
  tactic { can = function(e) local a = attacker(); return in_sequence("attack") and a ~= nil and controller(a) ~= e.you end,
           effect = function() end_battle_phase() end },
}
