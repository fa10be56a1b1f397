-- Sable, Brood Mother (Leader). Beast monsters only. Once per turn, in either
-- turn: 1 Beast monster gains 500 DEF until end of turn.
return {
  deck_rule { text = "Beast monsters only",
              allows = function(card)
                return (card.type ~= "monster" and card.type ~= "myth_monster") or card.race == "Beast"
              end },
  quick { once = true, text = "1 Beast monster gains 500 DEF until end of turn",
          target = target_monster(function(_, c) return get(c, "race") == "Beast" end),
          effect = function(e) boost(e.target, "def", 500, "end_of_turn", e.card) end },
}
