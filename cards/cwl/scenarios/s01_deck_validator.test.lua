-- CW-S01: the deck validator (CW-2.1 to CW-2.8), through the game's own
-- deck.json and its Lua judges (rules/45_deck.lua).

-- A deck file: main lines, extra lines, leader lines (each "N Name").
local function deck(main, extra, leader)
  local out = { "[main]" }
  for _, l in ipairs(main) do out[#out + 1] = l end
  out[#out + 1] = "[extra]"
  for _, l in ipairs(extra or {}) do out[#out + 1] = l end
  out[#out + 1] = "[leader]"
  for _, l in ipairs(leader or {}) do out[#out + 1] = l end
  return table.concat(out, "\n") .. "\n"
end

-- 40 legal main-deck cards, 4 of each of ten names.
local TEN = { "Rift Hound", "Prism Knight", "Ember Drake", "Echo Seer", "Moss Sentinel",
              "Dune Strider", "Gale Squire", "Tide Lancer", "Glimmer Bolt", "Deep Draw" }
local function main(n_last)
  local out = {}
  for i, name in ipairs(TEN) do out[#out + 1] = (i == #TEN and n_last or 4) .. " " .. name end
  return out
end
local ARIA = { "1 Warden Aria", "1 Field Orders", "1 Aria's Decree", "1 Signal Flare", "1 Emergency Ration" }
local GENERIC = { "1 Field Orders", "1 Signal Flare", "1 Emergency Ration", "1 Counterstroke", "1 Last Stand" }

-- The problems' rule ids, and whether one message mentions `text`.
local function rules_of(problems)
  local ids = {}
  for _, p in ipairs(problems) do ids[#ids + 1] = p.rule end
  table.sort(ids)
  return table.concat(ids, " ")
end
local function says(problems, rule, text)
  for _, p in ipairs(problems) do
    if p.rule == rule and p.message:find(text, 1, true) then return true end
  end
  return false
end

test("CW-S01, CW-2.1, CW-2.2, CW-2.4: 40 main, no extra, Warden Aria and 4 tactics is legal", function()
  local p = deck_problems(deck(main(4), {}, ARIA))
  assert(#p == 0, rules_of(p))
end)

test("CW-S01, CW-2.2: a main deck of 39 or 81 is refused", function()
  assert(says(deck_problems(deck(main(3), {}, ARIA)), "CW-2.2", "39 cards"))
  local big = main(4)
  for _, name in ipairs({ "Ash Imp", "Lantern Moth", "Gate Colossus", "Rift Stalker", "Prism Acolyte",
                          "Ember Whelp", "Mirror Sprite", "Hollow Watcher", "Stormcall Adept", "Gravekeeper Owl" }) do
    big[#big + 1] = "4 " .. name
  end
  big[#big + 1] = "1 Null Ward"
  assert(says(deck_problems(deck(big, {}, ARIA)), "CW-2.2", "81 cards"))
end)

test("CW-S01, CW-2.2, CW-2.7, CW-2.8: five Prism Knight are refused, naming the card", function()
  local m = main(4)
  m[2] = "5 Prism Knight"
  m[#m] = "3 Deep Draw"
  local p = deck_problems(deck(m, {}, ARIA))
  assert(says(p, "CW-2.2", "\"Prism Knight\" ×5, at most 4"), rules_of(p))
end)

test("CW-S01, CW-2.3: an extra deck of 31, or three Twin Sigil, is refused", function()
  local extra = {}
  for _, name in ipairs({ "Twin Sigil", "Ember Covenant", "Prism Accord", "Rift Communion",
                          "Aether Titan", "Solar Regent", "Twofold Chimera", "Gate Sovereign" }) do
    extra[#extra + 1] = "2 " .. name
  end
  for _ = 1, 15 do extra[#extra + 1] = "1 Twin Sigil" end   -- 16 + 15 = 31
  assert(says(deck_problems(deck(main(4), extra, ARIA)), "CW-2.3", "31 cards"))
  assert(says(deck_problems(deck(main(4), { "3 Twin Sigil" }, ARIA)), "CW-2.3", "\"Twin Sigil\" ×3, at most 2"))
end)

test("CW-S01, CW-2.2, CW-2.3: a myth monster in the main deck and magic in the extra deck are refused", function()
  local m = main(4)
  m[#m] = "3 Deep Draw"
  m[#m + 1] = "1 Aether Titan"
  local p = deck_problems(deck(m, { "1 Glimmer Bolt" }, ARIA))
  assert(says(p, "CW-2.2", "Aether Titan"), rules_of(p))
  assert(says(p, "CW-2.3", "Glimmer Bolt"), rules_of(p))
end)

test("CW-S01, CW-2.4: two Leaders, a Leader with five tactics, two Field Orders are refused", function()
  local two = { "1 Warden Aria", "1 Marshal Quill", "1 Field Orders" }
  assert(says(deck_problems(deck(main(4), {}, two)), "CW-2.4", "2 Leaders"))
  local six = { "1 Warden Aria", "1 Field Orders", "1 Aria's Decree", "1 Signal Flare", "1 Emergency Ration",
                "1 Last Stand" }
  local p = deck_problems(deck(main(4), {}, six))
  assert(says(p, "CW-2.4", "6 cards") and says(p, "CW-2.4", "5 tactics"), rules_of(p))
  assert(says(deck_problems(deck(main(4), {}, { "1 Warden Aria", "2 Field Orders" })), "CW-2.4",
              "\"Field Orders\" ×2, at most 1"))
end)

test("CW-S01, CW-2.4, CW-2.6: five generic tactics and no Leader are legal; Aria's Decree then is not", function()
  local p = deck_problems(deck(main(4), {}, GENERIC))
  assert(#p == 0, rules_of(p))
  local with_decree = { "1 Field Orders", "1 Signal Flare", "1 Emergency Ration", "1 Counterstroke", "1 Aria's Decree" }
  p = deck_problems(deck(main(4), {}, with_decree))
  assert(#p == 1 and says(p, "CW-2.6", "Aria's Decree"), rules_of(p))
end)

test("CW-S01, CW-2.5: a Leader's faction restriction binds the main and extra decks", function()
  local quill = { "1 Marshal Quill", "1 Quill's Gambit" }
  local p = deck_problems(deck(main(4), {}, quill))             -- Rift Hound carries the field Rift
  assert(says(p, "CW-2.5", "Rift Hound"), rules_of(p))
  local clean = main(4)
  clean[1] = "4 Ash Imp"
  p = deck_problems(deck(clean, { "1 Rift Communion" }, quill))
  assert(#p == 1 and says(p, "CW-2.5", "Rift Communion"), rules_of(p))
end)
