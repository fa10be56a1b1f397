-- Scavenger's Ledger. Draw 1 card for each item card in your graveyard (at most 3).
return { item { effect = function(e)
  local n = #filter(cards("graveyard", e.you), function(c) return printed(c, "kind") == "item" end)
  draw(e.you, math.min(n, 3))
end } }
