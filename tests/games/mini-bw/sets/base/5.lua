-- Salve: a dying character (or you, in your play phase) regains 1 HP.
return { custom_ability { kind = "card", play = "self",
  effect = function(e) set_pvar(e.target, "hp", pvar(e.target, "hp") + 1); record(5) end } }
