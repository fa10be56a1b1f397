-- Cloister Recluse (female, max HP 3). Unheeding (locked): when you become the target of a magic
-- card, you are cancelled as its target. Quiet Study: once per play phase, you may discard 1 magic
-- card from your hand to draw 2 cards. (Unheeding cancels her own Bounty too: she studies it instead.)
local function magic_cards(p)
  local out = {}
  for _, c in ipairs(cards("hand", p)) do if is_magic(c) then out[#out + 1] = c end end
  return out
end

return {
  -- BW-7.8: the hook cancel_magic_target, read at becoming_target (rules/40_use.lua) while revealed
  custom_ability { kind = "skill", name = "Unheeding", cancel_magic_target = 1 },
  custom_ability { kind = "skill", name = "Quiet Study", active = true,
    can = function(p) return #magic_cards(p) > 0 end,
    effect = function(e)
      discard(choose_card(e.you, "Quiet Study: discard a magic card", magic_cards(e.you)))
      draw_n(e.you, 2)
    end },
}
