-- Spark: a token (made only by effects, such as Brood's).
return {}
