-- Clockwork Bastion. Real: Once per turn, in either turn: change 1 Real
-- monster to defence position.
return {
  quick { face = "real", once = true, text = "Change 1 Real monster to defence position",
          target = target_monster(function(_, c) return not in_defence(c) end),
          effect = function(e) set_form(e.target, nil, true) end },
}
