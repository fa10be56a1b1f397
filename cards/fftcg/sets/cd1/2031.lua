-- Cataclysm: Break all the Forwards.
return { summon(function(e)
  local all = {}
  for _, c in ipairs(forwards()) do all[#all + 1] = { c, broken = true, by = { e.card } } end
  to_break_zone_all(all)
end) }
