#include "scripting/decl_schema.h"

#include <fmt/format.h>

#include <algorithm>
#include <lua.hpp>
#include <sstream>
#include <vector>

#include "core/state.h"
#include "core/suggest.h"
#include "scripting/loader.h"

namespace cardinal::decl {

namespace {

using T = Type;

static_assert(kObjVars == 8 && kPlayerVars == 16 && kLinkVars == 4, "the limits are written in obj_vars', player_vars' and link_vars' docs");

// The defaults here are what scripting/decl.cpp applies; the policy values
// are the ones its pick<> lists accept (tests/decl_schema.cpp checks both).
constexpr Key kRuleset[] = {
    {"game", T::String, "", "", "The game's id: the name of its folder under the cards root."},
    {"libraries", T::Strings, "", "none",
     "Shared rules libraries (`cards/lib/<name>/`) run into the ruleset's globals at this point "
     "(docs/designing-cards.md, section 6)."},
    {"players", T::Players, "", "{ 2, 2 }", "The fewest and the most players, at most 8."},
    {"deck_zone", T::String, "", "\"deck\"", "The zone each player's deck starts in."},
    {"deck_sections", T::Strings, "", "{ \"main\" }",
     "The deck-file sections (`[main]`, `[extra]`, ...) dealt into `deck_zone`, section by section in this "
     "order; the others (a side deck) are not dealt. `setup` sorts what belongs elsewhere (an extra deck, a "
     "leader) by card type."},
    {"test_step", T::String, "", "the turn's first step",
     "The step of the turn a Lua test's `setup{}` starts in when it names none: usually the one where the "
     "active player plays cards."},
    {"zones", T::List, "zone", "", "The zone kinds, at most 32."},
    {"layers", T::Strings, "", "none",
     "The layers continuous effects apply in, in order. A layer named `abilities` holds the "
     "effects that grant or remove abilities."},
    {"self_first", T::Boolean, "", "false",
     "Inside a layer, an effect that changes the object it comes from applies before the others, "
     "whatever the timestamps."},
    {"chars", T::List, "char", "none", "The characteristics: printed values from the card database, changed by layers."},
    {"control_char", T::String, "", "none",
     "Control as a layer: an integer characteristic (`chars`) that is each object's controller. A control "
     "effect sets it to a player number, 1 for the first: a resolved one with `modify(card, name, \"set\", "
     "player)`, a continuous ability with `modify = { [name] = { set = N } }`, or `{ set = \"you\" }` for its "
     "source's controller. 0, its printed value, means no control effect. The core gives the card "
     "to that player and, when the effects end, back to the controller it has without them (the one it "
     "entered its zone with, or `set_controller`'s). It settles when a modifier of the characteristic is "
     "added, when a duration ends (`end_duration`) and before the state checks, so a continuous \"gain "
     "control of X while ...\" follows its condition. Each change raises the event `control_changed` "
     "(subject the card, player the new controller, amount the old one's player number) and runs the "
     "procedure `control_changed` (below). A value that is no player number is a script error."},
    {"control_takes_zone", T::Boolean, "", "false",
     "With `control_char`: a change of control also moves the card into the new controller's zone of its "
     "kind, as the same object (`set_controller`'s `zone`), and back when it reverts."},
    {"obj_vars", T::Strings, "", "none", "Integer variables of each object (reset when it changes zones), at most 8."},
    {"player_vars", T::Strings, "", "none", "Integer variables of each player, at most 16."},
    {"game_vars", T::Strings, "", "none", "Integer variables of the game."},
    {"link_vars", T::Strings, "", "none",
     "Integer marks on chain links, at most 4 (HY-8.6: negated): `set_link_var` sets one on a waiting link; "
     "`chain_link` and `current_link` read them as `vars`."},
    {"public_player_vars", T::Strings, "", "none",
     "The player_vars every view shows (`players[].vars`), e.g. life kept as a variable. The others are the "
     "ruleset's own bookkeeping: never shown."},
    {"private_player_vars", T::Strings, "", "none",
     "The player_vars a player's own view shows of them, and no one else's (a hidden role, Black-White's "
     "faction); the referee's view shows them too. A name may not be both public and private."},
    {"public_game_vars", T::Strings, "", "none", "The game_vars every view shows (`vars`); the others are never shown."},
    {"card_summary", T::Strings, "", "none",
     "What a compact card line shows besides its name, in this order: characteristics (`chars`) and object "
     "variables (`obj_vars`) by name, e.g. `{ \"atk\", \"def\", \"damage\" }`. Views carry the list "
     "(`card_summary`); `cardinal play`'s board prints those a card has (not 0, empty or none) for every card the "
     "player can see."},
    {"attached_var", T::String, "", "none",
     "An object variable (`obj_vars`) holding the card a card is attached to (equipment on a character), "
     "set by the ruleset (`set_var(card, name, target)`). Views show it as `attached_to` (the target's object "
     "id, when the viewer can see both); `stats`' `add_attached` reads it."},
    {"stats", T::List, "stat", "none",
     "How integer characteristics read as the rules read them, where that is not the characteristic alone: "
     "what a client shows (views' `stats`, and `stats_raw` where a floor changed the value). A stat named in "
     "`card_summary` is shown this way."},
    {"tapped_word", T::String, "", "\"tapped\"",
     "The game's word for a tapped (turned) card, as clients show it (FF-TCG's \"dull\"). Views carry it "
     "(`tapped_word`)."},
    {"durations", T::Strings, "", "none", "Named durations that `end_duration` ends (e.g. `end_of_turn`)."},
    {"events", T::Strings, "", "none", "The event names scripts may raise and trigger on (`move` and `control_changed` are always known)."},
    {"steps", T::List, "step", "", "The steps, which the sequences put in order."},
    {"sequences", T::List, "sequence", "", "Step sequences. The first is the turn; `push_sequence` runs another inside a step."},
    {"policy", T::Table, "policy", "every default", "How the chain and priority work: one value per policy point."},
    {"logs_own_action", T::Strings, "", "none",
     "Action procedures (by name) that write their action's log line in the game's words, such as \"P1 uses "
     "Strike on P2\" with the targets chosen: the core does not log such an action's option label (\"P1: Use "
     "Strike\"), so an action reads as one line. The procedure must log it for every player (or each what they "
     "may know)."},
    {"state_checks_read", T::Table, "checks_read", "none",
     "What the `state_checks` procedure reads. Without it, the core already runs the checks again only "
     "after a change to what they read when they last ran and found nothing (the parts of the state the "
     "query bindings note, as for `memo`); with it, also not while what it lists is the same as then (or "
     "the step, if they read it). Zones where a continuous ability can work, modifiers, counters and who "
     "has lost or won always count; whose turn it is, the objects' orientation and their variables count "
     "only if the checks read them when they last ran (themselves, or through the characteristics they "
     "read), so checks that read whose turn it is only once they have found something (to order the "
     "players' choices) are not run again at every turn. A read left out makes the checks miss changes: "
     "list everything they read. A complete list changes no game: `cardinal bench signature` gives the "
     "same with it and without it."},
    {"components", T::List, "component", "none",
     "Cards that belong to the table, not to a player (a shared deck, a pool of characters): each a deck of the "
     "game folder or the library's cards passing a test, at most 16. `component(name)` lists their ids; the "
     "ruleset's `setup` makes them (`create`) where they belong."},
    {"timings", T::List, "timing", "none",
     "Named timings, at most 64: when an action source may offer anything (ZD-7.1's main timing: the "
     "player's own action phase with the chain empty). The core checks them before any script runs."},
    {"actions", T::List, "action", "none",
     "The priority options, as data: each source offers its options in the order listed, the core "
     "adds the pass. Gates the core checks (timing, zones, characteristics) skip the ruleset's `can` "
     "test wherever they fail, which is what keeps a priority offer cheap. Declaring it replaces the "
     "`actions(player)` procedure (a ruleset may not have both; `list` keeps one in the declared order)."},
    {"out_players_may_win", T::Boolean, "", "false",
     "A player out of the game (`lose`) may still be declared a winner (`win`): team games whose "
     "members out of the game share the team's win (BW-16.2). Off, a player who wins and loses at "
     "once loses."},
    {"max_objects", T::Integer, "", "4096",
     "The most objects one game may hold, cards dealt and tokens created together, from 1 to 65,534: "
     "a deck or table that needs more is refused before the game starts, and a `create` past it is a "
     "script error naming the card. It bounds what one game can cost in memory and in every view "
     "(each visible card is a part of every view sent)."},
    {"ability_keys", T::Strings, "", "none",
     "Keys the ruleset's own code reads from the specs of triggers, activated, replacement and "
     "continuous abilities, beyond the core's (a level gate, a condition of its own). Any other key "
     "in such a spec is a load error, so a misspelt `efect` is caught."},
    {"params", T::Params, "", "none",
     "Named integer parameters and their defaults; a game may set them (`--param NAME=VALUE`). "
     "Two have a meaning for the core: see the procedures and parameters below."},
};

constexpr Key kZone[] = {
    {"name", T::String, "", "", "The zone's name."},
    {"shared", T::Boolean, "", "false", "One zone for the game instead of one per player."},
    {"ordered", T::Boolean, "", "true", "Whether the order of its cards is part of the state (a deck, a pile)."},
    {"visibility", T::Choice, "public|owner|hidden", "\"public\"", "Who sees its cards: everyone, the owner, no one."},
    {"face_down", T::Boolean, "", "false", "Cards put here are face down."},
    {"oriented", T::Boolean, "", "false", "Its cards can be tapped (turned)."},
    {"abilities", T::Boolean, "", "false", "The abilities of its cards work (unless an ability names its own zones)."},
    {"capacity", T::Integer, "", "none", "The most cards it may hold: a move into it when full is a script error."},
};

constexpr Key kChar[] = {
    {"name", T::String, "", "", "The characteristic's name, as `get(card, name)` reads it."},
    {"kind", T::Choice, "int|str|set", "\"int\"", "An integer, a string, or a set of strings (a JSON array column)."},
    {"column", T::String, "", "the name", "The card-database column its printed value comes from."},
    {"layer", T::String, "", "none", "The layer effects on it apply in (one of `layers`)."},
};

constexpr Key kStep[] = {
    {"name", T::String, "", "", "The step's name, as `step()` returns it."},
    {"begin", T::String, "", "none", "A ruleset procedure run when the step begins (turn-based actions)."},
    {"priority", T::Choice, "always|never|if_triggered", "\"always\"",
     "Whether players receive priority: always, never (its triggers wait for the next step), or "
     "only if something triggered or the chain is not empty."},
    {"repeat_if_triggered", T::Boolean, "", "false", "The step begins again while it keeps triggering (a clean-up step)."},
    {"hold_triggers", T::Boolean, "", "false", "Players receive priority, but pending triggers wait for the next step."},
    {"ends_on_pass", T::Boolean, "", "false",
     "The first pass made with the chain empty ends the step; the other players are not asked."},
    {"state_checks", T::Boolean, "", "true", "Whether the ruleset's `state_checks` run in this step."},
};

constexpr Key kChecksRead[] = {
    {"zones", T::Strings, "", "none", "The zones whose cards (and their characteristics and variables) the checks read."},
    {"player_vars", T::Boolean, "", "false", "The checks read player variables."},
    {"game_vars", T::Boolean, "", "false", "The checks read game variables."},
    {"obj_vars", T::Strings, "", "every one",
     "The object variables (`obj_vars`) the checks read, themselves or through what they call; the others "
     "count only while some modifier or continuous ability may change a characteristic (its condition may "
     "read them)."},
};

constexpr Key kComponent[] = {
    {"name", T::String, "", "", "The component's name, as `component(name)` reads it."},
    {"deck", T::String, "", "none", "A deck of the game folder (`decks/<deck>.txt`, its dealt sections)."},
    {"only", T::CharTest, "", "none",
     "Instead of a deck: every card of the library whose printed characteristics pass this test, by id "
     "(`{ type = \"character\" }`)."},
};

constexpr Key kStat[] = {
    {"name", T::String, "", "", "An integer characteristic (`chars`)."},
    {"add_attached", T::String, "", "none",
     "An integer characteristic of the cards attached to this one (`attached_var`), added to it: an "
     "equipment's bonus, when the ruleset adds it in its own code rather than by a continuous effect."},
    {"floor", T::Integer, "", "none",
     "Values below it read as it (ZD-1.15: below 0 counts as 0); views show the raw value beside it."},
};

constexpr Key kTiming[] = {
    {"name", T::String, "", "", "The timing's name, as action sources' `timing` names it."},
    {"steps", T::Strings, "", "every step", "The steps it holds in, by name."},
    {"active", T::Boolean, "", "either",
     "true: only for the active player (\"your turn\"); false: only for the others."},
    {"chain", T::Choice, "empty|not_empty", "either", "Only while the chain is empty, or only while it is not."},
};

// The keys of one way an action is offered: at the top of an `action`, or
// in its `ways` list.
#define CARDINAL_ACTION_WAY(REQ)                                                                                \
  {"run", T::String, "", REQ, "The procedure the option runs: `run()`, `run(card)` or `run(card, ability)` by `each`."}, \
      {"label", T::String, "", REQ, "The option's label: `{card}` is replaced by the card (`describe`), `{name}` by its printed name, `{text}` by the ability's text."}, \
      {"public", T::String, "", "the label",                                                                 \
       "What the other players read in the log when it is taken, where the label names a card hidden from them."}, \
      {"can", T::String, "", "none",                                                                          \
       "The ruleset's test, run only where every gate passed: `can(player)`, `can(player, card)` or "        \
       "`can(card, ability, player)` by `each`. It must only read the game."},                               \
      {"timing", T::Names, "", "any time",                                                                    \
       "The timings (by name) in which it may be offered; any time the player has priority without it."},   \
      {"only", T::CharTest, "", "none",                                                                       \
       "Characteristics the card must have: `{ type = \"character\" }`, `{ type = { \"forward\", \"backup\" } }` " \
       "(any of them; a set characteristic holds one of them)."},                                             \
      {"also", T::CharTest, "", "none",                                                                       \
       "Characteristics that free a card from `timing`: a card with them may also act in `also_timing` "      \
       "(ZD-7.4.1: a tactic with `{ speed = \"instant\" }` at any time)."},                                     \
      {"also_timing", T::Names, "", "any time", "Where `also` lets a card act."},                           \
      {"speed", T::String, "", "none",                                                                        \
       "An integer characteristic of the card: the option's speed, which the policy's `speeds` compares."}

constexpr Key kAction[] = {
    {"each", T::Choice, "one|card|ability", "card with a zone, else one",
     "What one option is about: nothing (one option), each card of the player's in `zone`, or each of "
     "their activated abilities that works (`ability_works`)."},
    {"zone", T::Names, "", "none", "The zones whose cards it looks at, in this order (the player's own)."},
    {"controlled", T::Boolean, "", "false",
     "Look at every player's zones of those kinds (in player order), at the cards the player controls. A shared zone always shows only the cards the player controls."},
    CARDINAL_ACTION_WAY("required without `ways` or `list`"),
    {"ways", T::List, "way", "none",
     "Several ways for one card, tried in order: the first whose gates pass and whose `can` agrees offers "
     "the option (FF-TCG's hand: play a character, or cast a summon). Instead of the keys above."},
    {"list", T::String, "", "none",
     "A procedure `list(player)` returning entries as the `actions` procedure does, offered here in the "
     "order (for options no gate describes). Instead of the keys above."},
};

constexpr Key kWay[] = {CARDINAL_ACTION_WAY("")};
#undef CARDINAL_ACTION_WAY

constexpr Key kSequence[] = {
    {"name", T::String, "", "", "The sequence's name, for `push_sequence` and `in_sequence`."},
    {"steps", T::Strings, "", "", "Its steps, by name, in order."},
};

constexpr Key kPolicy[] = {
    {"after_link", T::Choice, "active_player|same_player|next_player|resolve_now", "\"active_player\"",
     "Who receives priority after a player adds a chain link; `resolve_now` settles the link at "
     "once, with no priority round."},
    {"after_triggers", T::Choice, "unchanged|as_link", "\"unchanged\"",
     "Who receives priority after triggers were put on the chain: whoever would have anyway, or "
     "as `after_link` says for the controller of the last link put."},
    {"after_special", T::Choice, "active_player|same_player", "\"active_player\"",
     "Who receives priority after an action that adds no link."},
    {"resolution", T::Choice, "whole_chain|top_only", "\"whole_chain\"",
     "When every player passes: resolve the whole chain, or its top link only."},
    {"triggers_in_resolution", T::Choice, "on_top|after_chain", "\"on_top\"",
     "Triggers that happen while the chain resolves go on top of it, or wait for a new chain."},
    {"trigger_order", T::Choice, "active_first|active_last", "\"active_first\"",
     "Simultaneous triggers go on the chain the active player's first (so they resolve last), or last."},
    {"speeds", T::Choice, "none|at_least_top", "\"none\"",
     "With `at_least_top`, an action's `speed` must be at least the top link's to be offered."},
    {"replacements", T::Choice, "library_order|affected_chooses", "\"library_order\"",
     "When several replacement effects would change one move: the library's order, or the moving "
     "card's controller chooses which applies first."},
};

// The core's keys of the ability specs (scripting/decl.cpp declare_ability).
#define CARDINAL_ABILITY_COMMON                                                                      \
  {"kind", T::String, "", "", "Set by the constructor."},                                           \
      {"text", T::String, "", "none", "The ability's text, as logs and choices show it."},          \
      {"condition", T::Function, "", "none", "`condition(card)`: whether it works now (asked with its card)."},               \
      {"filter", T::Function, "", "none", "`filter(card, event, subject, other, player, amount, reason)`: whether an event triggers it."},   \
      {"cost", T::Any, "", "none", "Its cost, as the ruleset reads and pays it (a function or a table)."},         \
      {"target", T::Any, "", "none", "Its targets, as the ruleset chooses them (a function or a table)."}, \
      {"optional", T::Boolean, "", "false", "Its controller may decline it."},                       \
      {"self", T::Boolean, "", "true", "A trigger about its own object only (the event's subject); false: about any."},   \
      {"speed", T::Integer, "", "0", "Its speed, for the `speeds` policy."},                         \
      {"zones", T::Zones, "", "the ruleset's", "Where it works: `\"any\"` or a list of zone names."}

constexpr Key kTrigger[] = {
    CARDINAL_ABILITY_COMMON,
    {"on", T::String, "", "", "The event it triggers on (one of the ruleset's `events`, or `move`)."},
    {"effect", T::Function, "", "", "What it does when it resolves (called by the ruleset's `put_trigger`, or as the link)."},
};
constexpr Key kActivated[] = {
    CARDINAL_ABILITY_COMMON,
    {"effect", T::Function, "", "", "What it does (the ruleset's `actions` offer it)."},
};
constexpr Key kReplacement[] = {
    CARDINAL_ABILITY_COMMON,
    {"event", T::String, "", "\"move\"", "The event it replaces."},
    {"applies", T::Function, "", "none", "Whether it applies (read by the ruleset)."},
    {"effect", T::Function, "", "", "`effect(self, moving, from, to)`: the replacement (a move's new destination)."},
};
constexpr Key kContinuous[] = {
    CARDINAL_ABILITY_COMMON,
    {"modify", T::Modify, "", "none",
     "Characteristic changes: `{ power = 1000, traits = \"Fire\", atk = { set = 0 }, grant = ability, "
     "lose_abilities = true }`."},
    {"applies", T::Function, "", "none", "`applies(self, obj)`: whether it changes that object (default: its own card)."},
    {"affects", T::Zones, "", "any zone",
     "The zones of the objects it may change (as they are, or last were): the core asks `applies` only about "
     "objects there and leaves the others as they are, without a script. Without it, `applies` runs for every "
     "object whose characteristics are read, a card in a hand or a deck too: declare it for every `applies`."},
    {"affects_controller", T::Choice, "any|you|opponents", "\"any\"",
     "Whose objects it may change: `you`, those its card's controller controls; `opponents`, those another "
     "player controls. Checked by the core before `applies`, like `affects`."},
    {"layer", T::String, "", "the characteristic's", "The layer it applies in."},
    {"depends", T::Boolean, "", "false", "It reads its own layer (a dependency, docs/architecture.md)."},
    {"effect", T::Function, "", "none", "Unused by the core; a ruleset may read it."},
};
#undef CARDINAL_ABILITY_COMMON

constexpr Table kTables[] = {
    {"ruleset", "cardinal.Ruleset", "The argument of `ruleset{...}`, called once by the ruleset's files.", kRuleset},
    {"zone", "cardinal.Zone", "An element of `zones`.", kZone},
    {"char", "cardinal.Char", "An element of `chars`.", kChar},
    {"step", "cardinal.Step", "An element of `steps`.", kStep},
    {"sequence", "cardinal.Sequence", "An element of `sequences`.", kSequence},
    {"checks_read", "cardinal.ChecksRead", "The value of `state_checks_read`.", kChecksRead},
    {"component", "cardinal.Component", "An element of `components`.", kComponent},
    {"stat", "cardinal.Stat", "An element of `stats`.", kStat},
    {"timing", "cardinal.Timing", "An element of `timings`.", kTiming},
    {"action", "cardinal.Action",
     "An element of `actions`: a source of priority options. Its gates (timing, zone, `only`, `also`) are "
     "checked by the core; `can`, the ruleset's own test, runs only where they pass.",
     kAction},
    {"way", "cardinal.Way", "An element of an action's `ways`.", kWay},
    {"policy", "cardinal.Policy",
     "The value of `policy`: the chain and priority policy points (docs/architecture.md compares the "
     "five games' choices).",
     kPolicy},
    {"trigger", "cardinal.Trigger", "The spec of `trigger{...}`.", kTrigger, true},
    {"activated", "cardinal.Activated", "The spec of `activated{...}`.", kActivated, true},
    {"replacement", "cardinal.Replacement", "The spec of `replacement{...}`.", kReplacement, true},
    {"continuous", "cardinal.Continuous", "The spec of `continuous{...}`.", kContinuous, true},
};

constexpr Hook kHooks[] = {
    {"setup", "procedure", "`setup()`: deals the opening position and makes the first player active (`set_active`)."},
    {"actions", "procedure",
     "`actions(player)` → a list of `" CARDINAL_ACTION_ENTRY "`: what the player may do "
     "when offered priority, besides passing, listed in Lua at every offer. The ruleset key `actions` "
     "declares the same as data and is much cheaper (its gates run no script); a ruleset has one or the "
     "other, and a declared `{ list = \"name\" }` source takes entries of this form. `run` is a procedure (or its name) run with `args` "
     "as the action; it may ask questions, and a `reject` rolls the whole action back. `speed` is "
     "what the policy's speeds compare; `card` the card the action is about (shown with the option "
     "in views). `public` is what the other players read in the log when it is taken, where the label names a "
     "card hidden from them (\"Set a card\"); the actor reads the label. `pass = true` makes the entry a "
     "pass that says something (C-WL's \"pass, to the battle phase\", CW-6.7): `run` runs (it must not add a "
     "chain link), then it counts as the player's pass; `may_pass` false can then withhold the plain pass. "
     "Another key or type is an error."},
    {"may_pass", "procedure",
     "`may_pass(player)` → boolean: false withholds the pass while the player has something else "
     "to do (a forced attack)."},
    {"state_checks", "procedure",
     "`state_checks()` → boolean: the rule checks run before a player receives priority, again "
     "while they return true (something changed). Once they return false they do not run again "
     "until something they read has changed (what the query bindings they called read). So read as "
     "little as finding nothing needs: whose turn it is (`active_player`) or a variable read only once "
     "something is found (to order the players' choices) does not make the checks run again at every "
     "turn or change of it (with `state_checks_read`, whose `obj_vars` lists the variables they read)."},
    {"put_trigger", "procedure",
     "`put_trigger(ability, source, controller, event, subject, other, player, amount, reason)`: "
     "puts one pending trigger on the chain (optional triggers, costs, targets). Without it, the "
     "core pushes a link that runs the ability's effect."},
    {"concede", "procedure",
     "`concede(player)`: what a concession does before the player leaves (BW-16.4: their character "
     "dies with no killer). It runs first thing at the next advance after the host's concede, from any "
     "point of the game; a task under way then starts again from its beginning. Afterwards the core "
     "makes the player lose (\"conceded\") unless the procedure did, and checks the outcome. Without "
     "it, the player just loses."},
    {"control_changed", "procedure",
     "`control_changed(card, old, new)`: the rule consequences of a change of control through `control_char` "
     "(an attacker that changes control is no longer attacking), run at once after each change, before "
     "anything else happens; it may change the game but not ask a question. Triggers see the change as the "
     "event `control_changed`."},
    {"evaluate", "procedure", "`evaluate(player)` → integer: how good the position is for the player and whoever wins with them, higher is better (the greedy and search AIs, docs/ai.md). The AIs call it only on their samples of the hidden cards, so it may read what the player cannot see."},
    {"resample", "procedure",
     "`resample(player)`: for the AIs' samples of what `player` cannot know (docs/ai.md): re-deals the "
     "ruleset's hidden state that is no card (private player variables) consistently with what the player "
     "may know, drawing with `random`. It runs on the AI's copy of the game only, after the core has "
     "re-dealt the hidden cards. Without it, other players' private variables keep their true values in "
     "the samples."},
    {"prepare", "procedure",
     "`prepare()`: the starting values (life and the like) that `cardinal test`'s `setup{}` needs, "
     "since it skips `setup`'s dealing."},
    {"loop_cap", "parameter",
     "The most loop points (priority offers and resolved links) with no voluntary choice before the "
     "game is a draw (10,000 without it)."},
    {"optional_loop_limit", "parameter",
     "How often an option may be taken from the very same position in a turn before it is withheld "
     "(0 or absent: never)."},
};

const char* type_name(const Key& k) {
  switch (k.type) {
    case T::String: return "string";
    case T::Boolean: return "boolean";
    case T::Integer: return "integer";
    case T::Choice: return "string";
    case T::Strings: return "string[]";
    case T::List: return "table[]";
    case T::Table: return "table";
    case T::Players: return "{ min, max }";
    case T::Params: return "{ [string]: integer }";
    case T::Function: return "function";
    case T::Zones: return "\"any\" | string[]";
    case T::Modify: return "table";
    case T::Any: return "function | any";
    case T::Names: return "string | string[]";
    case T::CharTest: return "table<string, string | integer | (string | integer)[]>";
  }
  return "?";
}

std::vector<std::string> split(const char* values) {
  std::vector<std::string> out;
  std::string cur;
  for (const char* c = values; *c; c++) {
    if (*c == '|') {
      out.push_back(cur);
      cur.clear();
    } else {
      cur += *c;
    }
  }
  out.push_back(cur);
  return out;
}

[[noreturn]] void fail(const std::string& where, const std::string& what) {
  throw LoadError(fmt::format("{}: {}", where, what));
}

const char* lua_kind(lua_State* L, int idx) { return lua_typename(L, lua_type(L, idx)); }

// A list: a table whose keys are exactly 1..n. Returns n.
lua_Integer check_list(lua_State* L, int idx, const std::string& where) {
  if (!lua_istable(L, idx)) fail(where, fmt::format("must be a list, not a {}", lua_kind(L, idx)));
  lua_Integer n = luaL_len(L, idx), keys = 0;
  lua_pushnil(L);
  while (lua_next(L, idx)) {
    lua_pop(L, 1);
    keys++;
    if (!lua_isinteger(L, -1) || lua_tointeger(L, -1) < 1 || lua_tointeger(L, -1) > n)
      fail(where, fmt::format("must be a list; it has the key {}", lua_isstring(L, -1) ? lua_tostring(L, -1) : "?"));
  }
  if (keys != n) fail(where, "must be a list without holes");
  return n;
}

// A list of strings.
void check_strings(lua_State* L, int v, const std::string& where) {
  lua_Integer n = check_list(L, v, where);
  for (lua_Integer i = 1; i <= n; i++) {
    lua_rawgeti(L, v, i);
    if (lua_type(L, -1) != LUA_TSTRING)
      fail(fmt::format("{}[{}]", where, i), fmt::format("must be a string, not a {}", lua_kind(L, -1)));
    lua_pop(L, 1);
  }
}

void check_value(lua_State* L, int v, const Key& k, const std::string& where) {
  switch (k.type) {
    case T::String:
      if (lua_type(L, v) != LUA_TSTRING) fail(where, fmt::format("must be a string, not a {}", lua_kind(L, v)));
      return;
    case T::Boolean:
      if (!lua_isboolean(L, v)) fail(where, fmt::format("must be true or false, not a {}", lua_kind(L, v)));
      return;
    case T::Integer:
      if (!lua_isinteger(L, v)) fail(where, fmt::format("must be an integer, not a {}", lua_kind(L, v)));
      return;
    case T::Choice: {
      std::vector<std::string> values = split(k.values);
      std::string list;
      for (const std::string& s : values) list += (list.empty() ? "" : ", ") + s;
      if (lua_type(L, v) != LUA_TSTRING) fail(where, fmt::format("must be one of: {}", list));
      std::string s = lua_tostring(L, v);
      for (const std::string& ok : values)
        if (s == ok) return;
      fail(where, fmt::format("\"{}\" is not one of: {}", s, list));
    }
    case T::Strings:
      check_strings(L, v, where);
      return;
    case T::List: {
      lua_Integer n = check_list(L, v, where);
      for (lua_Integer i = 1; i <= n; i++) {
        lua_rawgeti(L, v, i);
        check(L, lua_gettop(L), table(k.values), fmt::format("{}[{}]", where, i));
        lua_pop(L, 1);
      }
      return;
    }
    case T::Table:
      check(L, v, table(k.values), where);
      return;
    case T::Players: {
      lua_Integer n = check_list(L, v, where);
      if (n < 1 || n > 2) fail(where, "must be { min, max }");
      for (lua_Integer i = 1; i <= n; i++) {
        lua_rawgeti(L, v, i);
        if (!lua_isinteger(L, -1) || lua_tointeger(L, -1) < 1 || lua_tointeger(L, -1) > 8)
          fail(where, "must be { min, max }, integers from 1 to 8");
        lua_pop(L, 1);
      }
      return;
    }
    case T::Function:
      if (!lua_isfunction(L, v)) fail(where, fmt::format("must be a function, not a {}", lua_kind(L, v)));
      return;
    case T::Zones:
      if (lua_type(L, v) == LUA_TSTRING && std::string_view(lua_tostring(L, v)) == "any") return;
      if (!lua_istable(L, v)) fail(where, "must be \"any\" or a list of zone names");
      return;  // the names are checked against the zones where they are read
    case T::Any:
      return;
    case T::Names:
      if (lua_type(L, v) == LUA_TSTRING) return;
      if (!lua_istable(L, v)) fail(where, fmt::format("must be a name or a list of names, not a {}", lua_kind(L, v)));
      check_strings(L, v, where);
      return;
    case T::CharTest:
      if (!lua_istable(L, v)) fail(where, fmt::format("must be a table, not a {}", lua_kind(L, v)));
      return;  // its keys are checked against the characteristics where they are read
    case T::Modify:
      if (!lua_istable(L, v)) fail(where, fmt::format("must be a table, not a {}", lua_kind(L, v)));
      return;  // its keys are checked against the characteristics where they are read
    case T::Params: {
      if (!lua_istable(L, v)) fail(where, fmt::format("must map names to integers, not be a {}", lua_kind(L, v)));
      lua_pushnil(L);
      while (lua_next(L, v)) {
        if (lua_type(L, -2) != LUA_TSTRING || !lua_isinteger(L, -1)) fail(where, "must map names to integers");
        lua_pop(L, 1);
      }
      return;
    }
  }
}

}  // namespace

std::span<const Table> tables() { return kTables; }

const Table* find_table(std::string_view name) {
  for (const Table& t : kTables)
    if (name == t.name) return &t;
  return nullptr;
}

const Table& table(std::string_view name) {
  if (const Table* t = find_table(name)) return *t;
  throw std::logic_error(fmt::format("no declaration table {}", name));
}

std::span<const Hook> hooks() { return kHooks; }

namespace {

bool is_ability(const Table& t) { return t.ability; }

// The table at idx against t; `extra` are more keys allowed (unchecked).
void check_table(lua_State* L, int idx, const Table& t, const std::vector<std::string>& extra,
                 const std::string& where) {
  idx = lua_absindex(L, idx);
  if (!lua_istable(L, idx)) fail(where, fmt::format("must be a table, not a {}", lua_kind(L, idx)));
  // Keys first, in a stable order (the table's own), so the error names the
  // same key whatever Lua's iteration order.
  lua_pushnil(L);
  std::vector<std::string> unknown;
  while (lua_next(L, idx)) {
    lua_pop(L, 1);
    if (lua_type(L, -1) != LUA_TSTRING) {
      fail(where, fmt::format("has a {} key; its keys are names", lua_kind(L, -1)));
    }
    std::string key = lua_tostring(L, -1);
    bool known = std::find(extra.begin(), extra.end(), key) != extra.end();
    for (const Key& k : t.keys) known = known || key == k.name;
    if (!known) unknown.push_back(key);
  }
  if (!unknown.empty()) {
    std::sort(unknown.begin(), unknown.end());
    const std::string& key = unknown.front();
    std::string names, more;
    std::vector<std::string_view> all;
    for (const Key& k : t.keys) {
      names += std::string(names.empty() ? "" : ", ") + k.name;
      all.push_back(k.name);
    }
    for (const std::string& e : extra) {
      more += (more.empty() ? "; the ruleset's ability_keys add: " : ", ") + e;
      all.push_back(e);
    }
    fail(where, fmt::format("unknown key \"{}\"{}; a {} has: {}{}", key, did_you_mean(key, all), t.name, names, more));
  }
  for (const Key& k : t.keys) {
    lua_getfield(L, idx, k.name);
    int v = lua_gettop(L);
    if (!lua_isnil(L, v)) {
      check_value(L, v, k, where + "." + k.name);
    } else if (!*k.dflt) {
      fail(where, fmt::format("needs \"{}\"", k.name));
    }
    lua_settop(L, v - 1);
  }
}

}  // namespace

void check(lua_State* L, int idx, const Table& t, const std::string& where) { check_table(L, idx, t, {}, where); }

void check_ability(lua_State* L, int idx, const Table& kind, const std::vector<std::string>& extra,
                   const std::string& where) {
  check_table(L, idx, kind, extra, where);
}

// A markdown table cell: '|' would end it, even inside a code span.
static std::string cell(std::string_view text) {
  std::string out;
  for (char c : text) out += c == '|' ? std::string("\\|") : std::string(1, c);
  return out;
}

std::string markdown() {
  std::ostringstream o;
  o << "# The ruleset declaration\n\n"
       "Generated from the declaration schema (`scripting/decl_schema.cpp`) by `cardinal docs`. Do not edit.\n\n"
       "A game's ruleset files call `ruleset{...}` once. The loader checks the declaration against\n"
       "the tables below before reading it: a key a table does not have, a value of the wrong type,\n"
       "or a missing required key is a load error that names it (`ruleset.zones[2].visiblity: ...`).\n"
       "Keys without a default are required. The concepts are in `docs/architecture.md`; a complete\n"
       "small ruleset is what `cardinal new game NAME` writes.\n";
  bool abilities = false;
  for (const Table& t : kTables) {
    if (is_ability(t) && !abilities) {
      abilities = true;
      o << "\n## Ability specs\n\n"
           "Card scripts return abilities made by `trigger{}`, `activated{}`, `replacement{}`,\n"
           "`continuous{}` and `custom_ability{}`. The first four are checked like the declaration: a key\n"
           "that is neither the core's (below) nor one of the ruleset's `ability_keys` is a load error\n"
           "naming the card. A custom ability is the ruleset's own and may carry any key. The core\n"
           "calls `condition`, `filter` and `applies` as shown; how `cost`, `target` and `effect`\n"
           "are called is the ruleset's (the context it passes them).\n";
    }
    o << "\n" << (is_ability(t) ? "### `" : "## `") << t.name << "`\n\n" << t.doc
      << "\n\n| key | type | default | meaning |\n|---|---|---|---|\n";
    for (const Key& k : t.keys) {
      std::string type = type_name(k);
      if (k.type == T::Choice) {
        type.clear();
        for (const std::string& s : split(k.values)) {
          if (!type.empty()) type += ", ";
          type += '`' + s + '`';
        }
      } else if (k.type == T::List) {
        type = fmt::format("list of `{}`", k.values);
      } else if (k.type == T::Table) {
        type = fmt::format("`{}`", k.values);
      } else if (k.type == T::Zones) {
        type = "`\"any\"` or `string[]`";
      } else if (k.type == T::Any) {
        type = "`function` or any value";
      } else if (k.type == T::Names) {
        type = "`string` or `string[]`";
      } else if (k.type == T::CharTest) {
        type = "`{ [char]: value or values }`";
      } else {
        type = "`" + type + "`";
      }
      std::string dflt = *k.dflt ? k.dflt : "required";
      // Words ("none", "the ruleset's", "any time") stay plain; values ("\"deck\"", "{ 2, 2 }") are code.
      bool word = dflt == "none" || dflt == "either" || dflt == "required" ||
                  (dflt.find(' ') != std::string::npos && dflt[0] != '{' && dflt[0] != '"');
      o << "| `" << k.name << "` | " << cell(type) << " | " << cell(word ? dflt : "`" + dflt + "`") << " | " << cell(k.doc)
        << " |\n";
    }
  }
  o << "\n## Procedures and parameters the core looks up by name\n\n"
       "Any global function of the ruleset is a procedure (steps' `begin`, actions' `run`, links'\n"
       "`run` name them). These names have a meaning for the core; all are optional.\n\n"
       "| name | kind | meaning |\n|---|---|---|\n";
  for (const Hook& h : kHooks) o << "| `" << h.name << "` | " << h.kind << " | " << cell(h.doc) << " |\n";
  return o.str();
}

std::string luals() {
  std::ostringstream o;
  for (const Table& t : kTables) {
    if (is_ability(t)) continue;  // a ruleset's ability_keys would read as unknown fields
    o << "---@class " << t.lua_class << "\n";
    for (const Key& k : t.keys) {
      std::string type;
      switch (k.type) {
        case T::Choice:
          for (const std::string& s : split(k.values)) {
            if (!type.empty()) type += '|';
            type += '"' + s + '"';
          }
          break;
        case T::List: type = std::string(table(k.values).lua_class) + "[]"; break;
        case T::Table: type = table(k.values).lua_class; break;
        case T::Players: type = "integer[]"; break;
        case T::Params: type = "table<string, integer>"; break;
        default: type = type_name(k);
      }
      o << "---@field " << k.name << (*k.dflt ? "? " : " ") << type << "\n";
    }
    o << "\n";
  }
  return o.str();
}

}  // namespace cardinal::decl
