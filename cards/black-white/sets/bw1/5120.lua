-- Gale Archer (female, max HP 4). Volley: once per play phase, you may discard 2 cards to deal 1 damage to a character within your attack range.
return { custom_ability { kind = "skill", name = "Volley", active = true,
  can = function(p)
    if count("hand", p) < 2 then return false end
    for _, q in ipairs(seats()) do if in_range(p, q) then return true end end
    return false
  end,
  effect = function(e)
    for _ = 1, 2 do discard(choose_card(e.you, "Volley: discard a card", cards("hand", e.you))) end
    local q = choose_player(e.you, "Volley: deal 1 damage to whom?", function(q) return in_range(e.you, q) end)
    if q then damage(q, 1, e.you, "volley") end
  end } }
