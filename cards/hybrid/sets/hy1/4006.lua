-- Gloom Stalker. {T}: Each opponent loses 1 life.
return { ignition { text = "Each opponent loses 1 life", cost = { tap = true }, effect = each_opponent_loses(1) } }
