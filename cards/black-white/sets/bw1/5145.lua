-- Glass Gambler (female, max HP 3). Wager: once per play phase, you may make another character
-- with hand cards discard 1 hand card at random. If it is red, you draw 1 card; if it is black,
-- you discard 1 card.
local function mark(p) return function(q) return q ~= p and count("hand", q) > 0 end end

return { custom_ability { kind = "skill", name = "Wager", active = true,
  can = function(p)
    for _, q in ipairs(seats()) do if mark(p)(q) then return true end end
    return false
  end,
  effect = function(e)
    local q = choose_player(e.you, "Wager: whose hand?", mark(e.you))
    if not q then return end
    local h = cards("hand", q)
    local c = h[random(#h)]
    local black = is_black(c)                  -- BW-2.2, read before it moves
    discard(c)
    if not black then
      draw(e.you)
    elseif count("hand", e.you) > 0 then
      discard(choose_card(e.you, "Wager: discard a card", cards("hand", e.you)))
    end
  end } }
