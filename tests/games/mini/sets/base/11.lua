-- Lever: use it (no cost, no chain) to flip it between tapped and untapped:
-- two uses bring back the same position, a loop its controller keeps going.
return { custom_ability { kind = "use", effect = function(e)
  if is_tapped(e.card) then untap(e.card) else tap(e.card) end
end } }
