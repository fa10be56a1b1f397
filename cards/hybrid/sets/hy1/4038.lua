-- Wildfire Surge. Deal 2 damage to each creature your opponents control.
return { magic { effect = function(e)
  for _, c in ipairs(opponents_creatures(e.you)) do damage_creature(c, 2) end
end } }
