-- Counterstroke (tactic, generic). Activate when your opponent activates a
-- magic card: negate its effect. A tactic counts as a magic card activated (CW-7.9).
local function answers_magic(e)
  local l = chain_link(chain_size())
  return l ~= nil and l.controller ~= e.you and l.ability == nil and l.source ~= nil
    and (is_magic(l.source) or is_tactic(l.source))
end
return { tactic { can = answers_magic, effect = function(e) negate_link(e.answers, false) end } }
