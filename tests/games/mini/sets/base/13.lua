-- Relay: when a Bell rings, it leaves the board and comes back, and rings:
-- a loop nobody can stop, in which the card is a new object every time.
return { trigger { on = "rang", effect = function(e)
  local p = controller(e.card)
  local back = move(move(e.card, "discard", p), "board", p)
  raise("rang", { subject = back })
end } }
