-- Surge Edict. 1 monster gains 500 ATK until end of turn.
return {
  magic { target = target_monster(), effect = function(e) boost(e.target, "atk", 500, "end_of_turn", e.card) end },
}
