-- Ping: the next player loses 1 life.
return { custom_ability { kind = "effect", effect = function(e)
  local q = next_player(e.you)
  set_pvar(q, "life", pvar(q, "life") - 1)
end } }
