-- Storm Herald. When this creature attacks: each opponent loses 1 life.
return { when("on_attack", each_opponent_loses(1), { text = "Each opponent loses 1 life" }) }
