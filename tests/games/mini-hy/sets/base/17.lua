-- Brood: create a Spark token on your board (HY-2.4).
return { custom_ability { kind = "effect", effect = function(e)
  create(18, "board", e.you)
end } }
