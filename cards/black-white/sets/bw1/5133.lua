-- Crow Tallyman (male, max HP 4). Last Tally: when you die, you may have another character draw
-- 2 cards. `death` fires for the dying character's own skills, before its cards are revealed
-- (BW-13.7).
local function other(p) return function(q) return q ~= p end end

return { custom_ability { kind = "skill", name = "Last Tally", timing = "death",
  when = function(p, ev) return ev.player == p end,
  effect = function(e)
    local q = choose_player(e.you, "Last Tally: who draws 2 cards?", other(e.you))
    if q then draw_n(q, 2) end
  end } }
