-- Spark: Your opponent loses 2 life.
return { spell(opponent_loses(2)) }
