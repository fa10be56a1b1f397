-- Spark: an unfinished string.
return { spell(opponent_loses("2)) }
