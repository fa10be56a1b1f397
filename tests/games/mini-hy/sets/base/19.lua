-- Null: negate the link below this one (HY-8.6: it is marked, not removed).
return { custom_ability { kind = "effect", effect = function()
  if chain_size() > 0 then set_link_var(chain_size(), "negated", 1) end
end } }
