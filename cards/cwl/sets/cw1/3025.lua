-- Null Seraph. Void: In either turn, when a Void monster's effect is
-- activated: send this card to the graveyard; negate that effect.
local function answers_void_monster(e)
  local l = chain_link(chain_size())
  return l ~= nil and l.controller ~= nil and l.ability ~= nil and l.source ~= e.card
    and is_monster(l.source) and is_void(l.source)
end
return {
  quick { face = "void", text = "Negate a Void monster's effect", cost = { send_self = true },
          can = answers_void_monster, effect = function(e) negate_link(e.answers, false) end },
}
