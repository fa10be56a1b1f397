-- Tribute (magic): another character may give you a Salve from its hand. It is
-- asked privately even holding none, so nobody learns whether it had one (BW-18.6).
return { custom_ability { kind = "card", play = "other",
  effect = function(e)
    local salves = {}
    for _, c in ipairs(cards("hand", e.target)) do
      if card_name(c) == "Salve" then salves[#salves + 1] = c end
    end
    local s = choose_card(e.target, "Give P" .. e.you .. " a Salve?", salves, true, { secret = true })
    if s then move(s, "hand", e.you) end
  end } }
