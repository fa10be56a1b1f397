-- Hollow Piper (female, max HP 3). Siren Tune: at the start of your draw phase, you may gain 1
-- card at random from the hand of another character holding more hand cards than you.
local function richer(p) return function(q) return q ~= p and count("hand", q) > count("hand", p) end end

return { custom_ability { kind = "skill", name = "Siren Tune", timing = "phase_start:draw",
  when = function(p, ev)
    if ev.player ~= p then return false end
    for _, q in ipairs(seats()) do if richer(p)(q) then return true end end
    return false
  end,
  effect = function(e)
    local q = choose_player(e.you, "Siren Tune: take a card from whose hand?", richer(e.you))
    if not q then return end
    local h = cards("hand", q)
    move(h[random(#h)], "hand", e.you)          -- BW-12.5: gained from a hand, blind
  end } }
