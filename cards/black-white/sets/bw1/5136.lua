-- Pale Lamplighter (female, max HP 3). Lamplight: at the start of your turn, you may make another
-- character within your attack range discard 1 hand card at random. Infiltration (main_white):
-- then you draw 1 card.
local function mark(p) return function(q) return in_range(p, q) and count("hand", q) > 0 end end

return { custom_ability { kind = "skill", name = "Lamplight", timing = "turn_start",
  when = function(p, ev)
    if ev.player ~= p then return false end
    for _, q in ipairs(seats()) do if mark(p)(q) then return true end end
    return false
  end,
  effect = function(e)
    local q = choose_player(e.you, "Lamplight: who discards a card at random?", mark(e.you))
    if q then random_hand_discard(q) end
    -- BW-11.8: read from the revealed faction cards, the reveal to use this included (BW-12.7)
    if infiltration(e.you, "main_white") then draw(e.you) end
  end } }
