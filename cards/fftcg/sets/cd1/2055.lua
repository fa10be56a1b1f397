-- Mutual Ruin: Each player receives 1 point of damage.
return { summon(function() each_player_damaged(1) end) }
