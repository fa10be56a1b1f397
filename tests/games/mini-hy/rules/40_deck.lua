-- Deck rules judged by the ruleset (deck.json kind "script"): the deck comes
-- as lines, each with its card's printed characteristics.

-- HY-2.4: tokens are made by effects and may not be in decks.
function no_tokens(deck)
  local problems = {}
  for _, l in ipairs(deck.lines) do
    if l.card and l.card.type == "token" then
      problems[#problems + 1] = { line = l.line, message = string.format("\"%s\" is a token: tokens may not be in decks", l.card.name) }
    end
  end
  return problems
end

-- CW-2.5: a card's own deck restriction (its "deck_rule" ability) binds every
-- other card of the deck.
function card_restrictions(deck)
  local problems = {}
  for _, holder in ipairs(deck.lines) do
    for _, i in ipairs(holder.card and holder.card.abilities or {}) do
      local a = ability(i)
      if a.kind == "custom" and a.custom == "deck_rule" then
        for _, l in ipairs(deck.lines) do
          if l.card and l ~= holder and not a.allows(l.card) then
            problems[#problems + 1] = { line = l.line, message = string.format("\"%s\" is not allowed with \"%s\" (%s)",
              l.card.name, holder.card.name, a.text) }
          end
        end
      end
    end
  end
  return problems
end
