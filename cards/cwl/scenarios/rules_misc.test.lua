-- Rules checked in play that no other file cites: players (CW-1.1), the end
-- of the game (CW-1.3), card parts (CW §3), zones (CW §4), setup (CW §5),
-- magic (CW-7.6), the chain policy (CW-8.9), loops (CW-11.9) and the
-- glossary's terms (CW §12).

local function options() return table.concat(decision().options, " | ") end

test("CW-1.1: two players play; a setup for three is refused", function()
  setup {}
  assert(players() == 2 and #turn_order() == 2, "players " .. players())
  local ok, err = pcall(setup, { players = 3 })
  assert(not ok and tostring(err):find("2"), "three players refused: " .. tostring(err))
end)

test("CW-1.3, CW-1.3.1, CW-1.5: the game ends when a loss condition is met, and not before", function()
  setup { p1 = { hand = { "Backlash Pulse", "Backlash Pulse" } }, p2 = { vars = { hp = 1000 } } }
  act("Activate Backlash Pulse", 1)
  pass(2)
  assert(pvar(2, "hp") == 500 and not result().over, "500 HP left: the game goes on")
  act("Activate Backlash Pulse", 1)
  pass(2)
  local r = result()
  assert(pvar(2, "hp") == 0, "HP " .. pvar(2, "hp"))
  assert(r.over and not r.draw and #r.winners == 1 and r.winners[1] == 1, "P1 wins: " .. tostring(r.reason))
end)

-- Decks dealt by the ruleset's own setup (CW §5), as in setup.test.lua.
local ORDER = { "Rift Hound", "Prism Knight", "Ember Drake", "Echo Seer", "Moss Sentinel", "Dune Strider",
                "Gale Squire", "Tide Lancer", "Ash Imp", "Lantern Moth", "Rift Stalker", "Prism Acolyte",
                "Ember Whelp", "Mirror Sprite", "Hollow Watcher", "Stormcall Adept", "Gravekeeper Owl",
                "Rally Horn Bearer", "Dusk Drummer", "Null Seraph" }
local function names(list)
  local out = {}
  for _, c in ipairs(list) do out[#out + 1] = card_name(c) end
  return out
end

test("CW-5.1: first_player = 2 makes P2 the first player and the active player", function()
  for _, seed in ipairs({ 1, 2, 3, 4 }) do
    setup { seed = seed, params = { first_player = 2 }, p1 = { deck = ORDER }, p2 = { deck = ORDER } }
    open_game()
    assert(gvar("first") == 2 and active_player() == 2, "seed " .. seed .. ": first " .. gvar("first"))
  end
  setup { params = { first_player = 1 }, p1 = { deck = ORDER }, p2 = { deck = ORDER } }
  open_game()
  assert(gvar("first") == 1 and active_player() == 1, "first_player = 1")
end)

test("CW-5.1: with first_player = 0 the seeded generator picks: the same seed the same player, both players over seeds", function()
  local picked, seen = {}, {}
  for seed = 1, 12 do
    setup { seed = seed, p1 = { deck = ORDER }, p2 = { deck = ORDER } }
    assert(param("first_player") == 0, "the default is random")
    open_game()
    local f = gvar("first")
    assert((f == 1 or f == 2) and active_player() == f, "seed " .. seed .. ": first " .. f)
    picked[seed] = f
    seen[f] = true
  end
  assert(seen[1] and seen[2], "both players go first for some seed")
  for seed = 1, 12 do
    setup { seed = seed, p1 = { deck = ORDER }, p2 = { deck = ORDER } }
    open_game()
    assert(gvar("first") == picked[seed], "seed " .. seed .. " picks again the same player")
  end
end)

test("CW-5.2, CW-5.5: each player's main deck is shuffled before the opening hand", function()
  setup { seed = 7, params = { first_player = 1 }, p1 = { deck = ORDER }, p2 = { deck = ORDER } }
  local before = names(cards("deck", 1))
  assert(#before == 20, "20 cards dealt")
  open_game()
  for p = 1, 2 do
    local after = names(cards("deck", p))
    assert(count("hand", p) == 5 and #after == 15, "P" .. p .. " drew 5")
    -- Unshuffled, the 15 left would be the dealt order minus 5 from one end.
    local head, tail = {}, {}
    for i = 1, 15 do head[i] = before[i]; tail[i] = before[i + 5] end
    local got = table.concat(after, ",")
    assert(got ~= table.concat(head, ",") and got ~= table.concat(tail, ","), "P" .. p .. "'s deck keeps its dealt order: " .. got)
    -- Nothing was lost: the hand and deck are the 20 dealt cards.
    local all = names(cards("hand", p))
    for _, n in ipairs(after) do all[#all + 1] = n end
    table.sort(all)
    local want = { table.unpack(before) }
    table.sort(want)
    assert(table.concat(all, ",") == table.concat(want, ","), "the same 20 cards")
  end
end)

test("CW-4.1, CW-4.7: the monster zone is a row of six: a seventh monster cannot be summoned", function()
  local five = { "Rift Hound", "Prism Knight", "Ember Drake", "Moss Sentinel", "Dune Strider" }
  setup { p1 = { monster = five, hand = { "Gale Squire", "Echo Seer" } } }
  assert(has_option("Normal summon Gale Squire"), "five monsters: a sixth may come")
  act("Normal summon Gale Squire", 1)
  act("Real-ATK", 1)
  assert(count("monster", 1) == 6, "six monsters")
  assert(not has_option("Normal summon Echo Seer"), "no seventh: " .. options())
  assert(count("monster", 1) == 6 and find("Echo Seer", 1, "hand"), "still six; Echo Seer in hand")
end)

test("CW-4.1, CW-4.7, CW-12.11: the magic zone is a row of six: a seventh magic card cannot be set or activated", function()
  local six = {}
  for i = 1, 6 do six[i] = { "Glimmer Bolt", face_down = true } end
  setup { p1 = { magic = { table.unpack(six, 1, 5) }, hand = { "Phase Shift", "Supply Cache" } },
          p2 = { monster = { "Rift Hound" } } }
  assert(has_option("Set Phase Shift"), "five cells used: one may be set")
  act("Set Phase Shift", 1)
  local set = find("Phase Shift", 1, "magic")
  assert(set and is_face_down(set) and count("magic", 1) == 6, "set face down in the sixth cell")
  assert(not has_option("Set Supply Cache") and not has_option("Activate Supply Cache"), "no seventh: " .. options())
end)

test("CW-4.1, CW-4.2: each player has the deck, extra deck, hand, both rows, Leader slot, tactic area, graveyard and banished zone", function()
  setup { p1 = { deck = { "Rift Hound" }, extra = { "Twin Sigil" }, hand = { "Glimmer Bolt" },
                 monster = { "Prism Knight" }, magic = { { "Phase Shift", face_down = true } },
                 leader = { "Warden Aria" }, tactic = { "Signal Flare" }, graveyard = { "Ash Imp" },
                 banished = { "Lantern Moth" } } }
  for _, z in ipairs({ "deck", "extra", "hand", "monster", "magic", "leader", "tactic", "graveyard", "banished" }) do
    assert(count(z, 1) == 1, z .. ": " .. count(z, 1))
  end
  assert(not pcall(setup, { p1 = { field = { "Rift Hound" } } }), "no zone named field")
end)

test("CW-4.4, CW-12.5, CW-7.1: a summon offers only the four face-up display forms; a monster cannot be set", function()
  setup { p1 = { hand = { "Rift Hound", "Glimmer Bolt" } } }
  assert(has_option("Set Glimmer Bolt"), "magic may be set")
  assert(not has_option("Set Rift Hound"), "a monster may not: " .. options())
  act("Normal summon Rift Hound", 1)
  local d = decision()
  table.sort(d.options)
  assert(table.concat(d.options, ",") == "Real-ATK,Real-DEF,Void-ATK,Void-DEF", "forms: " .. table.concat(d.options, ","))
  act("Void-DEF", 1)
  local m = find("Rift Hound", 1, "monster")
  assert(m and not is_face_down(m) and is_void(m) and in_defence(m), "face up, Void, defence")
  assert(def(m) == 800, "its Void DEF: " .. def(m))
end)

test("CW-7.6, CW-7.6.1, CW-7.6.3, CW-12.11: magic is activated from the hand or from a set card", function()
  setup { p1 = { hand = { "Glimmer Bolt" }, magic = { { "Phase Shift", face_down = true } } },
          p2 = { monster = { "Prism Knight", "Rift Hound" } } }
  assert(is_face_down(find("Phase Shift", 1, "magic")), "set: face down")
  act("Activate Glimmer Bolt", 1)       -- from the hand
  act("Prism Knight", 1)
  local bolt = find("Glimmer Bolt", 1, "magic")
  assert(bolt and not is_face_down(bolt) and chain_size() == 1, "face up in a magic cell, a link")
  pass(1)                               -- P2 passes; P1 may add a set card
  act("Activate the set Phase Shift", 1)
  act("Rift Hound", 1)
  assert(not is_face_down(find("Phase Shift", 1, "magic")) and chain_size() == 2, "the set card is turned face up, a link")
  pass(2)
  assert(find("Prism Knight", 2, "graveyard"), "Glimmer Bolt resolved")
  assert(is_void(find("Rift Hound", 2, "monster")), "Phase Shift resolved: the Hound is Void")
  assert(find("Glimmer Bolt", 1, "graveyard") and find("Phase Shift", 1, "graveyard") and count("magic", 1) == 0,
         "both went to the graveyard")
end)

test("CW-3.4, CW-3.5, CW-12.4: a monster's level, race, attribute, and one set of stats per system", function()
  setup { p1 = { monster = { "Prism Knight", { "Prism Knight", vars = { void = 1 } } } } }
  local real, void = cards("monster", 1)[1], cards("monster", 1)[2]
  if is_void(real) then real, void = void, real end
  assert(get(real, "level") == 4 and get(real, "race") == "Warrior" and get(real, "attribute") == "Light",
         "level, race, attribute")
  assert(get(real, "void_atk") == 1800 and get(real, "void_def") == 1200, "Void face")
  assert(get(real, "real_atk") == 1500 and get(real, "real_def") == 1600, "Real face")
  assert(atk(real) == 1500 and def(real) == 1600, "Real: its Real stats")
  assert(atk(void) == 1800 and def(void) == 1200, "Void: its Void stats")
  assert(get(void, "level") == 4 and get(void, "race") == "Warrior", "level and race stay the same")
end)

test("CW-3.6, CW-12.8, CW-7.8: a combination magic card names its materials; without them it cannot be activated", function()
  setup { p1 = { extra = { "Twin Sigil" }, monster = { "Prism Knight", "Rift Hound" },
                 deck = { "Ash Imp", "Ash Imp", "Ash Imp" } } }
  local sigil = find("Twin Sigil", 1, "extra")
  assert(get(sigil, "type") == "combo_magic", "combination magic")
  assert(not has_option("Activate Twin Sigil"), "a Warrior but no Dragon")
  setup { p1 = { extra = { "Twin Sigil" }, monster = { "Prism Knight", "Rift Hound" }, hand = { "Ember Drake" },
                 deck = { "Ash Imp", "Ash Imp", "Ash Imp" } } }
  act("Activate Twin Sigil", 1)
  local labels = options()
  assert(labels:find("Prism Knight") and labels:find("Ember Drake") and not labels:find("Rift Hound"),
         "a Warrior and a Dragon, from the field and the hand; not the Beast: " .. labels)
  act("Prism Knight", 1)                -- then the Drake, the only Dragon, is taken
  assert(find("Prism Knight", 1, "graveyard") and find("Ember Drake", 1, "graveyard"), "the materials are sent")
  assert(find("Rift Hound", 1, "monster"), "the Beast stays")
  pass(2)
  assert(count("hand", 1) == 2 and find("Twin Sigil", 1, "graveyard"), "drew 2")
end)

test("CW-3.2, CW-12.10, CW-2.6: a tactic's restriction columns; a restricted tactic works only with its Leader", function()
  setup { p1 = { leader = { "Sable, Brood Mother" }, graveyard = { "Rift Hound" },
                 tactic = { "Aria's Decree", "Pack Instinct", "Signal Flare" } } }
  local decree, pack, flare = find("Aria's Decree", 1, "tactic"), find("Pack Instinct", 1, "tactic"), find("Signal Flare", 1, "tactic")
  assert(printed(decree, "restrict_leader") == "Warden Aria", "Aria's Decree: the Leader Warden Aria")
  assert(printed(pack, "restrict_race") == "Beast", "Pack Instinct: Beast Leaders")
  for _, col in ipairs({ "restrict_leader", "restrict_race", "restrict_attribute" }) do
    local v = printed(flare, col)
    assert(v == nil or v == "", "Signal Flare is generic: " .. col .. " = " .. tostring(v))
  end
  assert(has_option("Use Pack Instinct"), "Sable is a Beast Leader")
  assert(has_option("Use Signal Flare"), "a generic tactic")
  assert(not has_option("Use Aria's Decree"), "not Warden Aria: " .. options())
end)

test("CW-12.1, CW-11.7, CW-12.6: a Leader is not a monster: it does not stop a direct attack", function()
  setup { p1 = { monster = { "Ember Drake" } }, p2 = { leader = { "Marshal Quill" } } }
  start_totals(2)
  assert(pvar(2, "hp") == 6000 and pvar(2, "lp") == 8000, "the Leader sets P2's totals")
  act("Pass, to the battle phase", 1)
  pass(1)
  pass(2)
  act("Attack with Ember Drake", 1)     -- its only target: P2 directly
  assert(gvar("target") == 0, "a direct attack")
  pass(2)
  assert(pvar(2, "hp") == 4300 and find("Marshal Quill", 2, "leader"), "P2 took 1700; the Leader stays")
end)

test("CW-12.9, CW-9.2: an archetype field in the name: Ember Whelp adds only an Ember monster", function()
  setup { p1 = { hand = { "Glimmer Bolt" } },
          p2 = { monster = { "Ember Whelp" }, deck = { "Rift Hound", "Ember Drake", "Prism Knight", "Ember Whelp" } } }
  assert(has_field(find("Ember Drake", 2, "deck"), "Ember") and not has_field(find("Rift Hound", 2, "deck"), "Ember"),
         "the field is read from the name's column")
  act("Activate Glimmer Bolt", 1)
  pass(2)
  pass(2)                               -- the Whelp's trigger resolves
  local labels = options()
  assert(decision().player == 2 and labels:find("Ember Drake") and labels:find("Ember Whelp"), "Ember cards offered: " .. labels)
  assert(not labels:find("Rift Hound") and not labels:find("Prism Knight"), "no others: " .. labels)
  act("Ember Drake", 2)
  assert(find("Ember Drake", 2, "hand") and count("hand", 2) == 1, "the Drake added")
end)

test("CW-12.12, CW-8.7: negate and destroy: Null Ward stops Gale Current, which goes to the graveyard", function()
  setup { p1 = { hand = { "Gale Current" } },
          p2 = { monster = { "Prism Knight" }, magic = { { "Null Ward", face_down = true } } } }
  act("Activate Gale Current", 1)       -- its only target: Prism Knight
  act("Activate the set Null Ward", 2)
  pass(2)
  assert(find("Prism Knight", 2, "monster") and count("hand", 2) == 0, "the Knight stays: Gale Current was negated")
  assert(find("Gale Current", 1, "graveyard") and find("Null Ward", 2, "graveyard"), "both in the graveyard")
end)

test("CW-12.13, CW-7.0, CW-7.1: the open state: the TP's main phase, the chain empty, the TP's priority", function()
  setup { p1 = { hand = { "Rift Hound", "Glimmer Bolt" }, monster = { "Ember Drake" } },
          p2 = { hand = { "Dune Strider" }, monster = { "Prism Knight" }, tactic = { "Signal Flare" } } }
  assert(has_option("Normal summon Rift Hound") and has_option("Activate Glimmer Bolt"), "open state: speed 1")
  act("Pass, to the battle phase", 1)
  assert(decision().player == 2 and not has_option("Normal summon"), "P2's priority in P1's turn: no summon")
  act("Use Signal Flare", 2)
  assert(decision().player == 1 and chain_size() == 1, "P1 answers")
  assert(not has_option("Normal summon") and not has_option("Activate Glimmer Bolt"), "the chain is not empty")
  pass(2)
  assert(chain_size() == 0 and step() == "main" and decision().player == 1, "the open state again")
  assert(has_option("Normal summon Rift Hound"), "summon offered again")
  act("Pass, to the battle phase", 1)
  pass(1)
  pass(2)
  assert(step() == "battle" and not has_option("Normal summon") and not has_option("Activate Glimmer Bolt"),
         "the battle phase is not the open state")
end)

test("CW-8.9, CW-8.1: summons, setting, display changes and attack declarations add no link", function()
  setup { p1 = { hand = { "Rift Hound", "Glimmer Bolt" }, monster = { "Ember Drake", "Prism Knight" } },
          p2 = { monster = { { "Moss Sentinel", tapped = true } } } }
  act("Normal summon Rift Hound", 1)
  act("Real-ATK", 1)
  assert(chain_size() == 0 and decision().player == 1 and step() == "main", "a summon: no link, P1 keeps priority")
  act("Set Glimmer Bolt", 1)
  assert(chain_size() == 0 and decision().player == 1, "setting: no link")
  act("Change the display form of Prism Knight", 1)
  act("Void-ATK", 1)
  assert(chain_size() == 0 and decision().player == 1 and is_void(find("Prism Knight", 1, "monster")), "a display change: no link")
  act("Pass, to the battle phase", 1)
  pass(1)
  pass(2)
  act("Attack with Ember Drake", 1)
  assert(chain_size() == 0 and step() == "attack", "an attack declaration: no link")
  pass(2)
  assert(find("Moss Sentinel", 2, "monster") and pvar(1, "hp") == 6700, "1700 against DEF 2000: P1 loses 300")
end)

test("CW-11.9: with only passes to make, the game is a draw after loop_cap loop points", function()
  setup { params = { loop_cap = 3 }, p1 = { deck = { "Rift Hound", "Rift Hound" } }, p2 = { deck = { "Rift Hound", "Rift Hound" } } }
  local n = 0
  while not result().over and n < 30 do pass(1); n = n + 1 end
  local r = result()
  assert(r.over and r.draw and #r.winners == 0, "a draw: " .. tostring(r.reason))
  assert(tostring(r.reason):find("loop"), tostring(r.reason))
  assert(n <= 4, "ended after " .. n .. " passes")
end)

test("CW-11.9: with the default loop_cap the same passes do not end the game", function()
  setup { p1 = { deck = { "Rift Hound", "Rift Hound" } }, p2 = { deck = { "Rift Hound", "Rift Hound" } } }
  assert(param("loop_cap") == 10000, "loop_cap " .. param("loop_cap"))
  act("Pass, to the battle phase", 1)
  for _ = 1, 10 do pass(1) end          -- the rest of turn 3, then P2's draw phase
  assert(turn() == 4 and step() == "main", "P2's main phase: " .. step())
  act("Pass, to the battle phase", 2)
  for _ = 1, 7 do pass(1) end
  assert(not result().over, "the game goes on: " .. tostring(result().reason))
  assert(turn() == 4 and step() == "end", "turn " .. turn() .. ", " .. step())
end)
