-- Windfall (magic): you draw 2 cards. Anyone may answer with a Veto.
return { custom_ability { kind = "card", play = "self", response = "open",
  effect = function(e) draw(e.you); draw(e.you) end } }
