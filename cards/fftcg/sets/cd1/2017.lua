-- Dub: Choose 1 Forward. It gains Job Knight until the end of the turn.
return { summon(function(e)
  if on_field(e.target) then modify(e.target, "jobs", "gain", "Knight", { duration = "end_of_turn", source = e.card }) end
end, { target = forward() }) }
