// Definitions shared by every game of one ruleset: the ruleset's declarations
// (zones, characteristics, layers, events, steps, chain policy) and the card
// definitions with their abilities. Built once by the scripting layer, then
// read-only: many games on many threads share one Library.
#pragma once
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "core/policy.h"
#include "core/types.h"

namespace cardinal {

// Interns strings to small ids so states hold integers, not text.
class Interner {
 public:
  StrId intern(std::string_view s);
  StrId find(std::string_view s) const;  // 0 when unknown
  const std::string& str(StrId id) const { return strings_[id]; }
  size_t size() const { return strings_.size(); }

 private:
  std::vector<std::string> strings_{""};  // id 0 = empty / none
  std::unordered_map<std::string, StrId> ids_;
};

enum class Visibility : uint8_t { Public, Owner, Hidden };

struct ZoneKindDef {
  std::string name;
  bool per_player = true;     // one per player, or one shared zone
  bool ordered = true;        // order matters (deck, pile); top = back of the vector
  Visibility visibility = Visibility::Public;
  bool face_down = false;     // objects enter face down
  bool oriented = false;      // objects here can be tapped/untapped
  bool abilities_work = false;  // abilities of objects here function by default
  int capacity = -1;          // -1 = unlimited
};

enum class CharKind : uint8_t { Int, Str, Set };

// A characteristic (printed value computed through continuous effects).
struct CharDef {
  std::string name;
  CharKind kind = CharKind::Int;
  std::string column;  // the card-database column holding the printed value
  uint16_t layer = 0;  // the layer its modifications apply in, unless stated
};

struct StepDef {
  std::string name;
  FnId begin = kNoFn;  // automatic actions at the start of the step
  enum class Priority : uint8_t { Always, Never, IfTriggered } priority = Priority::Always;
  bool repeat_if_triggered = false;  // e.g. a clean-up step repeated after triggers
  bool hold_triggers = false;  // its priority windows leave pending triggers for the next step
  bool ends_on_pass = false;   // a pass with the chain empty ends the step (no round of passes)
  bool state_checks = true;    // false: the ruleset's state checks never run in this step
};

struct SequenceDef {
  std::string name;
  std::vector<uint16_t> steps;
};

struct AbilityDef {
  enum class Kind : uint8_t { Activated, Triggered, Continuous, Replacement, Custom };
  Kind kind = Kind::Triggered;
  StrId custom = 0;      // the ruleset's kind name for Custom abilities
  StrId event = 0;       // trigger / replacement event
  uint32_t card = 0;     // index of the owning CardDef (or granted-ability pool)
  uint16_t index = 0;    // position among the card's abilities (1-based in Lua)
  uint16_t layer = 0;    // continuous effects: the ruleset layer
  int8_t speed = 0;      // response speed, where the ruleset uses speeds
  bool optional = false;
  bool self_only = true; // a trigger that fires only for events about this card
  bool granted_only = false;  // exists only as granted by another ability, never printed
  bool depends = false;       // continuous: its applies/condition reads its own layer (applied after the independent ones)
  uint32_t zones = 0;    // bit mask of zone kinds where it works (declared 0: index_abilities sets the ruleset default)
  FnId condition = kNoFn;  // gate: the ability exists only while this holds
  FnId filter = kNoFn;     // trigger: does this event match?
  FnId cost = kNoFn;
  FnId target = kNoFn;
  FnId effect = kNoFn;     // resolution / continuous modification / replacement
  FnId applies = kNoFn;    // continuous: which objects it affects
  // Continuous, declared `affects`: the zone kinds of the objects it may
  // change (as they are, or last were); `applies` is asked only about those.
  uint32_t affects = 0xFFFFFFFFu;
  // Continuous, declared `affects_controller`: 0 any, 1 objects its source's
  // controller controls ("you"), 2 objects another player controls.
  uint8_t affects_controller = 0;
  struct Mod { uint16_t chr; ModOp op; int32_t value; };
  std::vector<Mod> mods;   // continuous: what it does to them
  std::string text;        // card text of the ability, for logs and options
};

// Characteristics of an object after continuous effects.
struct CharSheet {
  std::vector<int32_t> ints;
  std::vector<std::vector<StrId>> sets;
  bool lost_printed = false;          // "loses its effects": printed abilities gone
  std::vector<uint32_t> granted;      // abilities gained from effects
};

struct CardDef {
  int64_t id = 0;          // database id
  std::string number, name, type, text, script;  // script = source path
  std::vector<int32_t> ints;               // per CharDef (Int / Str as StrId)
  std::vector<std::vector<StrId>> sets;    // per CharDef (Set), sorted
  std::vector<uint32_t> abilities;         // AbilityDef indices
};

// A named timing (ruleset key `timings`): when an action source may offer
// anything. The core checks it before any script runs, so a source outside
// its timing costs nothing.
struct TimingDef {
  std::string name;
  std::vector<bool> steps;  // by step index; empty: every step
  int8_t active = -1;       // 1: the player must be the active player; 0: must not be; -1: either
  int8_t chain = -1;        // 0: the chain must be empty; 1: must not be; -1: either
};

// A test of one characteristic: its value is one of `values` (an int or str
// characteristic), or its set holds one of them (a set characteristic).
// Strings are interned ids.
struct CharTest {
  uint16_t chr = 0;
  std::vector<int32_t> values;
};

// Cards that belong to the table, not to a player (ruleset key
// `components`: a shared deck, a pool of characters): a deck file
// of the game folder, or every card of the library whose printed
// characteristics pass `only`, in id order. Resolved when the library loads
// (Library::component_cards); the ruleset's setup makes them (create).
struct ComponentDef {
  std::string name;
  std::string deck;            // decks/<deck>.txt (its dealt sections), or
  std::vector<CharTest> only;  // every card passing these
};

// Whether a characteristic sheet passes every test (an `only` gate).
struct CharSheet;
struct RulesetDef;
bool sheet_passes(const RulesetDef& r, const CharSheet& sh, const std::vector<CharTest>& tests);

// One way an action source offers an action (ruleset key `actions`), tried
// per card in order: the first whose gate passes and whose `can` agrees
// offers the option.
struct ActionWay {
  FnId run = kNoFn;          // the procedure the option runs
  FnId can = kNoFn;          // the ruleset's test (kNoFn: the gate decides)
  std::string label;         // a template: {card} the card, {name} its printed name, {text} the ability's text
  std::string public_label;  // what the other players read (empty: the label)
  uint64_t timings = 0;      // bit per TimingDef; 0: whenever the player has priority
  std::vector<CharTest> only;     // the card must pass all of these
  std::vector<CharTest> also_if;  // a card passing all of these ...
  uint64_t also_timings = 0;      // ... may also act in these timings (0: at any time)
  bool has_also = false;
  int speed_char = -1;            // an int characteristic: the option's speed (policy speeds)
};

// A declared source of priority options. `each` says what one option is
// about: nothing (one option), each card of the player's in `zones`, or each
// working activated ability of such a card. `list` is a Lua function that
// returns entries as the `actions(player)` hook does.
struct ActionSource {
  enum class Each : uint8_t { One, Card, Ability } each = Each::One;
  std::vector<uint16_t> zones;  // zone kinds, in the order listed
  bool controlled = false;      // every player's zones, the cards the player controls
  std::vector<ActionWay> ways;
  FnId list = kNoFn;
};

// A continuous ability's value for the control_char that stands for its
// source's controller ("gain control of X": modify = { control = { set = "you" } }).
constexpr int32_t kControlYou = -1;

struct RulesetDef {
  std::string game;
  int min_players = 2, max_players = 2;
  std::vector<ZoneKindDef> zones;
  std::vector<CharDef> chars;
  std::vector<std::string> layers;
  bool self_first = false;  // inside a layer, effects that change their own object apply first
  // The int characteristic that is each object's controller (ruleset key
  // control_char; -1: none): a value from 1 to the number of players makes
  // that player (1 = the first) its controller, 0 leaves the controller the
  // object has without control effects. Game::settle_control applies it.
  int control_char = -1;
  bool control_takes_zone = false;  // a change through it takes the new controller's zone (set_controller's take_zone)
  // A player out of the game (lose) may still be declared a winner (win):
  // team games whose dead members share the team's win (Black-White, BW-16.2).
  // Off, a player who has lost does not win, even if declared a winner later.
  bool out_players_may_win = false;
  // The most objects one game may hold, cards and tokens (ruleset key
  // max_objects, at most kMaxObjects): what bounds a game's memory and the
  // size of every view.
  int max_objects = 4096;
  // Keys the ruleset reads from standard ability specs beyond the core's
  // (checked at load: scripting/decl_schema.h).
  std::vector<std::string> ability_keys;
  std::vector<std::string> obj_vars, player_vars, game_vars, link_vars;
  // The variables every view shows (indices into player_vars / game_vars);
  // the others are the ruleset's own bookkeeping and are never shown.
  std::vector<ComponentDef> components;  // the table's cards (ruleset key `components`)
  std::vector<int> public_player_vars, public_game_vars;
  std::vector<std::string> card_summary;  // chars and obj_vars a compact card line shows (ruleset key)
  // How views show cards (ruleset keys attached_var, stats, tapped_word);
  // display only: no rule reads them, so they are not in the fingerprint.
  int attached_var = -1;  // an obj_var holding the object a card is attached to; -1: none
  struct StatDef {
    std::string name;
    int chr = -1;           // the int characteristic
    int add_attached = -1;  // an int characteristic of the cards attached to it, added; -1: none
    bool has_floor = false;
    int64_t floor = 0;      // a value below it reads as it
  };
  std::vector<StatDef> stats;
  std::string tapped_word;  // the game's word for a tapped card ("" : "tapped")
  std::vector<int> private_player_vars;  // shown to their player only (and the referee)
  std::vector<std::string> durations;  // named durations ("end_of_turn", ...)
  std::vector<std::string> events;     // the trigger ids scripts may use
  std::vector<StepDef> steps;
  std::vector<SequenceDef> sequences;  // sequences[0] is the turn
  ChainPolicy policy;
  std::unordered_map<std::string, FnId> procs;  // setup, state_checks, actions, ...
  std::vector<TimingDef> timings;       // at most 64
  std::vector<ActionSource> actions;    // declared priority options, in offer order
  bool declares_actions = false;        // `actions` declared (the actions(player) hook is then not used)
  // Action procedures that write their action's log line themselves, in the
  // game's words (ruleset key `logs_own_action`): the core does not log the
  // option's label for them, so an action reads as one line.
  std::vector<FnId> logs_own_action;
  bool logs_itself(FnId fn) const {
    for (FnId f : logs_own_action)
      if (f == fn) return true;
    return false;
  }
  // What the state checks read (ruleset key `state_checks_read`): while it
  // has not changed since they last ran and found nothing, they are not run
  // again (Game::checks_fingerprint).
  struct ChecksRead {
    bool declared = false;
    uint32_t zones = 0;  // zone kinds, as a bit mask
    bool player_vars = false, game_vars = false;
    // The object variables they read (obj_vars indexes, as a bit mask);
    // every one unless obj_vars is declared.
    uint32_t obj_vars = ~0u;
  } checks_read;
  std::vector<std::pair<std::string, int64_t>> params;  // parameters and defaults, sorted by name
  std::string deck_zone = "deck";  // where each player's deck starts
  std::vector<std::string> deck_sections{"main"};  // the deck-file sections dealt there, in order
  std::string test_step;           // where the Lua test harness's setup{} starts; "" = the turn's first step
  uint32_t default_ability_zones = 0;

  // What the machine consults at every step, found once when the library is
  // built rather than by name at every priority offer. Parameters are indices
  // into params (and so into each game's values), -1 when the ruleset has none.
  struct Hooks {
    FnId setup = kNoFn, actions = kNoFn, may_pass = kNoFn, state_checks = kNoFn, put_trigger = kNoFn;
    FnId concede = kNoFn;
    FnId control_changed = kNoFn;  // control_changed(card, old, new): the rule consequences of a change of control
    int loop_cap = -1;             // no voluntary choice for this many points: a draw
    int optional_loop_limit = -1;  // an option taken this often from one state is barred
  };
  Hooks hooks;
  void resolve_hooks();

  int zone_kind(std::string_view name) const;
  int char_index(std::string_view name) const;
  int layer_index(std::string_view name) const;
  int obj_var(std::string_view name) const;
  int player_var(std::string_view name) const;
  int game_var(std::string_view name) const;
  int link_var(std::string_view name) const;
  int duration(std::string_view name) const;
  int param_index(std::string_view name) const;  // into params and each game's values; -1 if none
  FnId proc(std::string_view name) const;
};

// A ruleset parameter's value feeds the game's numbers (life, hand size),
// which are 32-bit variables: a value outside their range would wrap where a
// script stores it, so it is refused where it is given. Empty when it fits,
// else why not ("start_life = 18446744073709551615 does not fit ...").
std::string param_out_of_range(std::string_view name, int64_t value);

struct Library {
  Interner strings;
  RulesetDef rules;
  std::vector<CardDef> cards;
  std::unordered_map<int64_t, uint32_t> card_by_id;
  std::vector<AbilityDef> abilities;
  std::vector<std::vector<uint32_t>> triggers_by_event;  // event StrId -> abilities
  std::vector<std::vector<uint32_t>> granted_by;  // ability -> the abilities that grant it
  std::vector<std::string> fn_names;  // FnId -> "file:line" for error messages
  uint32_t continuous_zones = 0;      // zone kinds where some continuous ability can work
  uint64_t fingerprint = 0;           // of what snapshots point into; set once loaded (serialize.h)
  // Each card's characteristics as printed, and a face-down object's (none):
  // what Game::chars gives, without computing or storing anything, for an
  // object nothing can modify. Built by index_abilities.
  std::vector<CharSheet> printed;
  CharSheet blank;
  // The card ids of each of rules.components, in order (the loader fills it).
  std::vector<std::vector<int64_t>> component_cards;

  const CardDef* card(int64_t id) const {
    auto it = card_by_id.find(id);
    return it == card_by_id.end() ? nullptr : &cards[it->second];
  }
  void index_abilities();
};

}  // namespace cardinal
