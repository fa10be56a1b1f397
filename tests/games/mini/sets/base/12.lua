-- Chime: when it hears a ring, its controller may make it ring again: a loop
-- kept going by a choice inside a resolving effect (two ways to go on).
return { trigger { on = "rang", effect = function(e)
  local pick = choose(e.you, "Ring again?", { "Ring again", "Stay silent", "Ring again, louder" })
  if pick ~= 2 then raise("rang", { subject = e.card }) end
end } }
