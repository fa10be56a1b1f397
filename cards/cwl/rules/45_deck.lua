-- Deck rules judged by the ruleset (deck.json kind "script", CW-2.2 to
-- CW-2.6). Each gets the deck as lines {section, line, count, written, card}
-- (card absent when the line names no card: the "known" rule reports it) and
-- returns a list of problems {message, line[, rule]}. No game is running.

-- The kinds each section holds (CW-2.2, CW-2.3, CW-2.4) and the rule cited.
local SECTION_KINDS = {
  main = { rule = "CW-2.2", kinds = { monster = true, magic = true },
           says = "the main deck holds only monsters and magic" },
  extra = { rule = "CW-2.3", kinds = { combo_magic = true, myth_monster = true },
            says = "the extra deck holds only combination magic and myth monsters" },
  leader = { rule = "CW-2.4", kinds = { leader = true, tactic = true },
             says = "the leader deck holds only a Leader and tactics" },
}

local KIND_NAMES = {
  monster = "a monster", magic = "a magic card", combo_magic = "a combination magic card",
  myth_monster = "a myth monster", leader = "a Leader", tactic = "a tactic",
}

-- A column the table left NULL reads as "" (or nil): both mean "none".
local function given(v) return v ~= nil and v ~= "" end

-- The Leader lines of the leader deck (CW-2.4: at most one).
local function leaders(deck)
  local out = {}
  for _, l in ipairs(deck.lines) do
    if l.section == "leader" and l.card and l.card.type == "leader" then out[#out + 1] = l end
  end
  return out
end

-- CW-2.2, CW-2.3, CW-2.4: each section holds only its kinds; the leader deck
-- holds at most 1 Leader, and with a Leader at most 4 tactics (without one, 5:
-- the size rule).
function cw_section_kinds(deck)
  local problems = {}
  local tactics = 0
  for _, l in ipairs(deck.lines) do
    local s = SECTION_KINDS[l.section]
    if l.card and s and not s.kinds[l.card.type] then
      problems[#problems + 1] = { line = l.line, rule = s.rule, message = string.format("\"%s\" is %s: %s",
        l.card.name, KIND_NAMES[l.card.type] or l.card.type, s.says) }
    end
    if l.card and l.section == "leader" and l.card.type == "tactic" then tactics = tactics + l.count end
  end
  local ls = leaders(deck)
  local count, names = 0, {}
  for _, l in ipairs(ls) do
    count = count + l.count
    names[#names + 1] = string.format("\"%s\"", l.card.name)
  end
  if count > 1 then
    problems[#problems + 1] = { line = ls[2] and ls[2].line or ls[1].line, rule = "CW-2.4", message = string.format(
      "%d Leaders in leader deck (%s), at most 1", count, table.concat(names, ", ")) }
  end
  if count >= 1 and tactics > 4 then
    problems[#problems + 1] = { line = ls[1].line, rule = "CW-2.4", message = string.format(
      "%d tactics with the Leader \"%s\", at most 4", tactics, ls[1].card.name) }
  end
  return problems
end

-- CW-2.6: a tactic's restriction (a Leader's name, race or attribute) must
-- match the deck's Leader; without a Leader only generic tactics (no
-- restriction) are legal.
function cw_tactic_restrictions(deck)
  local problems = {}
  local leader = leaders(deck)[1]
  for _, l in ipairs(deck.lines) do
    local c = l.card
    if c and c.type == "tactic" then
      local wants = {}
      if given(c.restrict_leader) then wants[#wants + 1] = string.format("the Leader \"%s\"", c.restrict_leader) end
      if given(c.restrict_race) then wants[#wants + 1] = "a " .. c.restrict_race .. " Leader" end
      if given(c.restrict_attribute) then wants[#wants + 1] = "a " .. c.restrict_attribute .. " Leader" end
      local why
      if #wants > 0 and not leader then
        why = "the deck has no Leader, so only generic tactics are legal"
      elseif leader then
        local L = leader.card
        if (given(c.restrict_leader) and c.restrict_leader ~= L.name)
            or (given(c.restrict_race) and c.restrict_race ~= L.race)
            or (given(c.restrict_attribute) and c.restrict_attribute ~= L.attribute) then
          why = string.format("the deck's Leader is \"%s\" (%s, %s)", L.name, L.race, L.attribute)
        end
      end
      if why then
        problems[#problems + 1] = { line = l.line, message = string.format("\"%s\" is for %s: %s",
          c.name, table.concat(wants, " and "), why) }
      end
    end
  end
  return problems
end

-- CW-2.5: the Leader's faction restriction, the "deck_rule" custom ability of
-- its script, must allow every card of the main and extra decks.
function cw_leader_restriction(deck)
  local problems = {}
  for _, holder in ipairs(leaders(deck)) do
    for _, i in ipairs(holder.card.abilities or {}) do
      local a = ability(i)
      if a.kind == "custom" and a.custom == "deck_rule" then
        for _, l in ipairs(deck.lines) do
          if l.card and (l.section == "main" or l.section == "extra") and not a.allows(l.card) then
            problems[#problems + 1] = { line = l.line, message = string.format(
              "\"%s\" is not allowed with the Leader \"%s\": %s", l.card.name, holder.card.name, a.text) }
          end
        end
      end
    end
  end
  return problems
end
