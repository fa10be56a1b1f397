-- Deck rules judged by the ruleset (deck.json kind "script", §2). Each gets
-- the deck as lines {section, line, count, written, card} (card absent when
-- the line names no card: the "known" rule reports it) and returns a list of
-- problems {message, line[, rule]}. No game is running.

-- HY-2.4: tokens are made by effects and may not be in the deck. The
-- [tokens] section is the token supply a player brings along, not part of
-- the deck: it holds tokens only.
function hy_no_tokens(deck)
  local problems = {}
  for _, l in ipairs(deck.lines) do
    local c = l.card
    if c and c.type == "token" and l.section ~= "tokens" then
      problems[#problems + 1] = { line = l.line, message = string.format(
        "\"%s\" is a token: tokens are made by effects and may not be in the deck (list it under [tokens])", c.name) }
    elseif c and c.type ~= "token" and l.section == "tokens" then
      problems[#problems + 1] = { line = l.line, message = string.format(
        "\"%s\" is not a token: [tokens] holds only the tokens the deck's effects make", c.name) }
    end
  end
  return problems
end

-- HY-2.2: only special creatures may be in the extra deck, and they may be
-- nowhere else.
function hy_extra_deck(deck)
  local problems = {}
  for _, l in ipairs(deck.lines) do
    local c = l.card
    if c and l.section == "extra" and c.special ~= 1 then
      problems[#problems + 1] = { line = l.line, message = string.format(
        "\"%s\" is not a special creature: the extra deck holds only special creatures", c.name) }
    elseif c and l.section == "main" and c.special == 1 then
      problems[#problems + 1] = { line = l.line, message = string.format(
        "\"%s\" is a special creature: it goes in the extra deck", c.name) }
    end
  end
  return problems
end

local PROJECT_SETS = { HY1 = true }
-- HY-1.9: a deck uses the project's own sets, and a house set only when
-- every player at the table accepted it: `cardinal deck check --flag
-- house:CODE`, one flag per accepted set code (the digest's option
-- hy.house_sets). The set code is the card number's prefix (HY1-001).
function hy_house_sets(deck)
  local problems = {}
  for _, l in ipairs(deck.lines) do
    local set = l.card and l.card.number:match("^(.-)%-")
    if set and not PROJECT_SETS[set] and not deck.flags["house:" .. set] then
      problems[#problems + 1] = { line = l.line, message = string.format(
        "\"%s\" is from %s, a house set: every player must accept it (--flag house:%s)", l.card.name, set, set) }
    end
  end
  return problems
end
