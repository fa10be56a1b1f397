-- Quake: deal 1 damage to every other character, one after another; each
-- damage settles (its rescue, its polling) before the next (BW-7.4).
return { custom_ability { kind = "card", play = "self",
  effect = function(e)
    for _, q in ipairs(seats()) do
      if q ~= e.you then checkpoint("damage_in_parts", { q, 1, e.you }) end
    end
  end } }
