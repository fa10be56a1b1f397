-- Old Ferryman (male, max HP 4). Toll: after another character uses a Thrust on you, you may
-- draw 1 card. card_using (BW-12.1 step 3).
local function targets_me(p, ev)
  for _, t in ipairs(ev.targets or { ev.target }) do if t == p then return true end end
  return false
end

return { custom_ability { kind = "skill", name = "Toll", timing = "card_using",
  when = function(p, ev) return ev.player ~= p and is_thrust(ev.card) and targets_me(p, ev) end,
  effect = function(e) draw(e.you) end } }
