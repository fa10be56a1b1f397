// The files `cardinal new game` writes: a minimal game that loads, plays
// (`cardinal sim`), passes `cardinal lint` and `cardinal test` as made.
// "@GAME@" and "@TABLE@" are replaced by the game's id and its table prefix.
#pragma once

namespace cardinal::scaffold {

inline constexpr const char* kSchema = R"(-- @GAME@: per-game card columns (the common ones, id, number, name, card_type,
-- text, flavor, live in `cards`). Executed by the database build; the table
-- name must end in _cards. Column order is the key order in the set files.
CREATE TABLE @TABLE@_cards (
  id INTEGER PRIMARY KEY REFERENCES cards(id) ON DELETE CASCADE,
  -- what a unit adds to its controller's end-of-turn damage
  power INTEGER NOT NULL DEFAULT 0 CHECK (power >= 0)
) STRICT;

-- Card types of this game, enforced on its rows.
CREATE TRIGGER @TABLE@_card_type BEFORE INSERT ON cards
WHEN NEW.game = '@GAME@' AND NEW.card_type NOT IN ('unit', 'spell')
BEGIN
  SELECT RAISE(ABORT, 'card_type must be unit or spell');
END;
)";

inline constexpr const char* kRules = R"(-- @GAME@: the whole ruleset, made by `cardinal new game`. A trivial game to
-- grow from: each turn the active player draws, may play cards (a unit goes
-- to the board, a spell does its effect), and at the end of the turn the
-- opponent loses life equal to the power of the active player's units.
-- Life 0 or drawing from an empty deck loses. See docs/lua-api.md.

ruleset {
  game = "@GAME@",
  -- libraries = { "common" },          -- shared rules words from the cards root's lib/common (docs/designing-cards.md)
  players = { 2, 2 },
  zones = {
    { name = "deck", visibility = "hidden", face_down = true },
    { name = "hand", visibility = "owner", ordered = false },
    { name = "board", abilities = true, ordered = false },
    { name = "discard" },
    { name = "stack", shared = true },
  },
  layers = { "power" },
  chars = {
    { name = "name", kind = "str", column = "name" },
    { name = "type", kind = "str", column = "card_type" },
    { name = "power", kind = "int", column = "power", layer = "power" },
  },
  player_vars = { "life" },
  durations = { "end_of_turn" },
  events = { "played" },                -- card scripts: trigger { on = "played", ... }
  steps = {
    { name = "start", begin = "start_step" },
    { name = "main" },
    { name = "end", begin = "end_step", priority = "never" },
  },
  sequences = { { name = "turn", steps = { "start", "main", "end" } } },
  test_step = "main",                   -- where a test's setup{} starts
  timings = {                           -- when actions may be offered, checked by the core
    { name = "main", steps = { "main" }, active = true, chain = "empty" },
  },
  actions = {                           -- what a player may do with priority (docs/ruleset.md, `action`)
    { zone = "hand", run = "play", label = "Play {name}", timing = "main" },
  },
  policy = { after_link = "active_player", resolution = "whole_chain", triggers_in_resolution = "on_top" },
  params = { start_life = 10, hand = 3 },
}

-- Each player starts with param start_life life.
function prepare()
  for p = 1, players() do set_pvar(p, "life", param("start_life")) end
end

-- The game's start: life, shuffled decks, opening hands; player 1 goes first.
function setup()
  prepare()
  for p = 1, players() do
    shuffle("deck", p)
    for _ = 1, param("hand") do draw_card(p) end
  end
  set_active(1)
end

-- p draws its top card; drawing from an empty deck loses.
function draw_card(p)
  local c = top("deck", p)
  if not c then
    lose(p, "deck out")
    check_outcome()
    return
  end
  move(c, "hand", p)
end

-- The start step: the active player draws.
function start_step() draw_card(active_player()) end

-- The end step: the opponent loses life equal to the power of the active player's units.
function end_step()
  local p = active_player()
  local total = 0
  for _, c in ipairs(cards("board", p)) do total = total + get(c, "power") end
  local q = next_player(p)
  set_pvar(q, "life", pvar(q, "life") - total)
  end_duration("end_of_turn")
end

-- The action "Play": the card goes to the stack, and a chain link resolves it.
function play(c)
  local p = controller(c)
  local x = move(c, "stack")
  set_controller(x, p)
  push_link({ run = "resolve_play", source = x, controller = p, label = card_name(x) })
  for _, b in ipairs(cards("board", p)) do raise("played", { subject = b, other = x, player = p }) end
end

-- A chain link's procedure: a unit goes to the board, a spell does its effect and is discarded
-- (a spell's text is a custom ability of kind "effect": see the set's cards).
function resolve_play()
  local l = current_link()
  local c = l.source
  if get(c, "type") == "unit" then
    move(c, "board", l.controller)
    return
  end
  for _, i in ipairs(abilities(c)) do
    local a = ability(i)
    if a.kind == "custom" and a.custom == "effect" then a.effect({ card = c, you = l.controller }) end
  end
  move(c, "discard", owner(c))
end

-- A chain link's procedure: triggered ability i does its effect.
function resolve_ability(i)
  local l = current_link()
  ability(i).effect({ card = l.source, you = l.controller })
end

-- A triggered ability goes on the chain, controlled by p.
function put_trigger(i, source, p)
  push_link({ run = "resolve_ability", args = { i }, source = source, controller = p, ability = i,
              label = card_name(source) })
end

-- State checks: a player at 0 life loses.
function state_checks()
  for p = 1, players() do
    if in_game(p) and pvar(p, "life") <= 0 then lose(p, "life 0") end
  end
  check_outcome()
  return false
end

-- For the greedy AI: higher is better for p.
function evaluate(p) return pvar(p, "life") * 10 + count("hand", p) end

-- Words for card scripts. A spell's text: spell(function(e) ... end).
function spell(effect) return custom_ability { kind = "effect", effect = effect } end
-- An effect: the next player loses n life.
function opponent_loses(n)
  return function(e)
    local q = next_player(e.you)
    set_pvar(q, "life", pvar(q, "life") - n)
  end
end
)";

inline constexpr const char* kDeckRules = R"({
  "comment": "Deck construction of @GAME@, checked by `cardinal deck check` (format: docs/designing-cards.md, 'Deck rules').",
  "variants": [
    {
      "name": "standard",
      "rules": [
        {"id": "@GAME@-deck-size", "kind": "size", "exactly": 20},
        {"id": "@GAME@-copies", "kind": "max_copies", "key": ["name"], "max": 8},
        {"id": "@GAME@-known", "kind": "known"},
        {"id": "@GAME@-sections", "kind": "sections", "sections": ["main"]}
      ]
    }
  ]
}
)";

inline constexpr const char* kLint = R"({
  "comment": "Data checks run by `cardinal lint` (format: docs/designing-cards.md, 'Lint checks').",
  "checks": [
    {"id": "@GAME@-spell-power", "column": "power", "where": "c.card_type = 'spell' AND t.power <> 0",
     "message": "spells have no power"}
  ]
}
)";

inline constexpr const char* kFirstSet = R"(# Base set of @GAME@, made by `cardinal new game`.
game: @GAME@
set: BASE
name: Base Set

id: 1
number: BASE-001
name: Footman
card_type: unit
power: 1

id: 2
number: BASE-002
name: Knight
card_type: unit
power: 2

id: 3
number: BASE-003
name: Spark
card_type: spell
text: Your opponent loses 2 life.
)";

inline constexpr const char* kVanillaScript = R"(-- @NAME@: no abilities.
return {}
)";
inline constexpr const char* kSparkScript = R"(-- Spark: Your opponent loses 2 life.
return { spell(opponent_loses(2)) }
)";
inline constexpr const char* kSparkTest = R"(-- Spark: Your opponent loses 2 life.
test("@PREFIX@-2.1: Spark: the opponent loses 2 life", function()
  setup { step = "main", p1 = { hand = { "Spark" } } }
  act("Play Spark", 1)
  pass(2)
  assert(pvar(2, "life") == param("start_life") - 2, "P2 lost 2 life")
end)
)";
// The game's rules reference: the ids its files cite (`cardinal rules`).
inline constexpr const char* kRulesReference = R"(# @GAME@ rules reference

The rules of @GAME@ as its files implement them. Tests and card scripts cite these ids;
`cardinal rules --game @GAME@` lists the ids no test cites, and any id cited that is not here.

- **@PREFIX@-1.1** Each player starts with the life the ruleset's `start_life` parameter gives; a
  player whose life reaches 0, or who must draw from an empty deck, loses.
- **@PREFIX@-2.1** A spell does its effect when played, then goes to its owner's discard.
- **@PREFIX@-2.2** A unit stays in play; at the end of its controller's turn the opponent loses
  life equal to the power of the units that player controls.
)";
inline constexpr const char* kDeck = R"(# Starter deck of @GAME@: 20 cards, at most 8 of a name.
8 1 Footman
8 2 Knight
4 3 Spark
)";

// The test `cardinal new card` writes next to a new card's script.
inline constexpr const char* kCardTest = R"(-- @NAME@: @TEXT@
-- Made by `cardinal new card`. Replace with tests of what the card does:
-- setup{...} builds a position, act("label", player) and pass(n) drive it.
test("@NAME@ can be set up in a hand", function()
  setup { p1 = { hand = { "@NAME@" } } }
  assert(find("@NAME@", 1, "hand"), "@NAME@ is in P1's hand")
end)
)";
inline constexpr const char* kCardScript = R"(-- @NAME@: @TEXT@
-- Made by `cardinal new card`: a card with no abilities yet. Return the
-- abilities its text gives (see docs/designing-cards.md and docs/lua-api.md).
return {}
)";

}  // namespace cardinal::scaffold
