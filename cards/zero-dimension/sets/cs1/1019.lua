-- Tide Colossus: This card's total cost equals the number of cards in your hand.
-- (ZD-3.3.3: counted while it is being used, so not counting itself.)
return {
  custom_ability { kind = "variable_cost", value = function(e)
    local n = count("hand", e.you)
    if zone_of(e.card) == "hand" then n = n - 1 end
    return n
  end },
}
