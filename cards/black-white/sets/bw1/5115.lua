-- Granite Herald (male, max HP 4). Rally: once per play phase, each character of the same faction as you draws 1 card.
return { custom_ability { kind = "skill", name = "Rally", active = true,
  can = function(p) return true end,
  effect = function(e)
    for _, q in ipairs(seats()) do
      if same_faction(e.you, q) then draw(q) end     -- BW-11.5: none while undetermined
    end
  end } }
