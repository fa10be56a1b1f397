-- HY-S01: the deck validator (HY-2.1 to HY-2.5), through deck.json and rules/45_deck.lua.
-- Placeholders: Ashen Wolf = Dune Jackal; Spark Imp token = Ember Wisp.

local NAMES = { "Cinder Pup", "Moss Tortoise", "Reed Skimmer", "Lantern Owl", "Gloom Stalker",
                "Bastion Golem", "Thunder Roc", "Ember Duelist", "Cliff Ram", "Magma Hound",
                "Twin Visions", "Sudden Spark", "Healing Salve", "Null Verdict", "Battle Fury",
                "Sky Lancer", "Grove Shaman", "Quill Sprite", "Runed Cleaver", "Mana Crystal" }

-- A deck file: `n` main cards, 3 of each name in NAMES (fewer of the last), then
-- the extra lines and the token lines.
local function deck(n, extra, tokens, more)
  local out = { "[main]" }
  local i = 1
  while n > 0 do
    local k = math.min(3, n)
    out[#out + 1] = k .. " " .. NAMES[i]
    n, i = n - k, i + 1
  end
  for _, l in ipairs(more or {}) do out[#out + 1] = l end
  out[#out + 1] = "[extra]"
  for _, l in ipairs(extra or {}) do out[#out + 1] = l end
  if tokens then
    out[#out + 1] = "[tokens]"
    for _, l in ipairs(tokens) do out[#out + 1] = l end
  end
  return table.concat(out, "\n") .. "\n"
end

local function rules_of(problems)
  local ids = {}
  for _, p in ipairs(problems) do ids[#ids + 1] = tostring(p.rule) .. ": " .. tostring(p.message) end
  return table.concat(ids, " / ")
end
local function has_rule(problems, rule)
  for _, p in ipairs(problems) do if p.rule == rule then return true end end
  return false
end

test("HY-S01, HY-2.1: a main deck of 40 or of 60 is legal (no maximum)", function()
  local p = deck_problems(deck(40))
  assert(#p == 0, rules_of(p))
  p = deck_problems(deck(60))
  assert(#p == 0, rules_of(p))
end)

test("HY-S01, HY-2.1: a main deck of 39 is refused", function()
  local p = deck_problems(deck(39))
  assert(has_rule(p, "HY-2.1"), rules_of(p))
end)

test("HY-S01, HY-2.3: 4 Dune Jackal are refused", function()
  local p = deck_problems(deck(40, {}, nil, { "4 Dune Jackal" }))
  assert(has_rule(p, "HY-2.3"), rules_of(p))
end)

test("HY-S01, HY-2.3, HY-2.2: 3 Dune Jackal in the main deck and 1 in the extra deck are refused (counted together)", function()
  local p = deck_problems(deck(40, { "1 Dune Jackal" }, nil, { "3 Dune Jackal" }))
  assert(has_rule(p, "HY-2.3"), rules_of(p))
  local named = false
  for _, x in ipairs(p) do
    if x.rule == "HY-2.3" and x.message:find("Dune Jackal", 1, true) then named = true end
  end
  assert(named, "HY-2.5: the problem names the card: " .. rules_of(p))
end)

test("HY-S01, HY-2.2: a non-special card in the extra deck is refused", function()
  local p = deck_problems(deck(40, { "1 Thunder Roc" }))
  assert(has_rule(p, "HY-2.2"), rules_of(p))
end)

test("HY-S01, HY-2.2: 16 cards in the extra deck are refused", function()
  local p = deck_problems(deck(40, { "3 Sky Lancer", "3 Grove Shaman", "3 Quill Sprite", "3 Runed Cleaver", "3 Mana Crystal", "1 Storm Herald" }))
  local size = false
  for _, x in ipairs(p) do
    if x.rule == "HY-2.2" and x.message:find("16", 1, true) then size = true end
  end
  assert(size, "the size is refused: " .. rules_of(p))
end)

test("HY-S01, HY-2.4: a deck listing the Ember Wisp token is refused; the [tokens] supply is not", function()
  local p = deck_problems(deck(40, {}, nil, { "1 Ember Wisp" }))
  assert(has_rule(p, "HY-2.4"), rules_of(p))
  p = deck_problems(deck(40, {}, { "1 Ember Wisp" }))
  assert(#p == 0, rules_of(p))
end)
