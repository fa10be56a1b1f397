// The registry of every Lua binding, and the generators of its docs.
#include "scripting/bindings.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <sstream>
#include <vector>

#include "scripting/api.h"
#include "scripting/api_util.h"
#include "scripting/decl_schema.h"

namespace cardinal {

using api::guarded;

static const Binding kBindings[] = {
    // ---- query ----
    {"players", "query", "", "integer", "Number of players in the game.", guarded<api::l_players>},
    {"active_player", "query", "", "Player", "The player whose turn it is.", guarded<api::l_active_player>},
    {"turn", "query", "", "integer", "The turn number, from 1.", guarded<api::l_turn>},
    {"next_player", "query", "player: Player", "Player", "The next player in turn order (`set_turn_order`) still in the game.",
     guarded<api::l_next_player>},
    {"turn_order", "query", "", "Player[]", "Every player in turn order (seats), from the first seat; those out of the game too.",
     guarded<api::l_turn_order>},
    {"in_game", "query", "player: Player", "boolean", "Whether the player has not lost or left.", guarded<api::l_in_game>},
    {"cards", "query", "zone: string, player?: Player", "Card[]",
     "The cards in a zone, bottom to top. The player is required for per-player zones.", guarded<api::l_cards>},
    {"count", "query", "zone: string, player?: Player", "integer", "The number of cards in a zone.",
     guarded<api::l_count>},
    {"top", "query", "zone: string, player?: Player", "Card|nil", "The top card of a zone, or nil if it is empty.",
     guarded<api::l_top>},
    {"exists", "query", "card: Card", "boolean",
     "Whether the card is still the same object in the same zone (it has not moved since the id was taken).",
     guarded<api::l_exists>},
    {"zone_of", "query", "card: Card", "string, Player|nil",
     "The zone kind and zone player of a card (last known if it has moved).", guarded<api::l_zone_of>},
    {"owner", "query", "card: Card", "Player", "The card's owner.", guarded<api::l_owner>},
    {"controller", "query", "card: Card", "Player", "The card's controller.", guarded<api::l_controller>},
    {"is_tapped", "query", "card: Card", "boolean", "Whether the card is tapped.", guarded<api::l_is_tapped>},
    {"is_face_down", "query", "card: Card", "boolean", "Whether the card is face down.", guarded<api::l_is_face_down>},
    {"get", "query", "card: Card, char: string", "integer|string|string[]",
     "A characteristic after continuous effects (layers, timestamps).", guarded<api::l_get>},
    {"printed", "query", "card: Card, char: string", "integer|string|string[]",
     "A characteristic as printed, before any effect.", guarded<api::l_printed>},
    {"has", "query", "card: Card, char: string, value: string", "boolean",
     "Whether a set characteristic contains the value (or a text characteristic equals it).", guarded<api::l_has>},
    {"var", "query", "card: Card, name: string", "integer",
     "A ruleset-declared object variable (reset when the card changes zones).", guarded<api::l_var>},
    {"pvar", "query", "player: Player, name: string", "integer", "A ruleset-declared player variable.",
     guarded<api::l_pvar>},
    {"gvar", "query", "name: string", "integer", "A ruleset-declared game variable.", guarded<api::l_gvar>},
    {"param", "query", "name: string", "integer", "A ruleset parameter's value in this game.", guarded<api::l_param>},
    {"component", "query", "name: string", "integer[]",
     "The card ids of one of the table's components (ruleset key `components`: a deck of the game folder, or the "
     "library's cards passing a test), in order; setup makes them with `create`.",
     guarded<api::l_component>},
    {"card_id", "query", "card: Card", "integer", "The card's database id.", guarded<api::l_card_id>},
    {"card_name", "query", "card: Card", "string", "The card's printed name.", guarded<api::l_card_name>},
    {"card_text", "query", "card: Card", "string",
     "The card's printed text, as the card database holds it ('' for none): for what players read, such as a chain "
     "link's label when an ability declares no text of its own.",
     guarded<api::l_card_text>},
    {"describe", "query", "card: Card", "string", "A short label for logs: name#slot.", guarded<api::l_describe>},
    {"abilities", "query", "card: Card", "integer[]",
     "The ability indices the card has now (printed unless lost, plus granted).", guarded<api::l_abilities>},
    {"printed_abilities", "query", "card: Card", "integer[]",
     "The ability indices printed on the card, even if it lost them; none it was granted (what a copy effect copies).",
     guarded<api::l_printed_abilities>},
    {"ability", "query", "index: integer", "table", "The spec table of an ability, as its script declared it.",
     guarded<api::l_ability>},
    {"ability_works", "query", "card: Card, index: integer", "boolean",
     "Whether the ability functions now (zone, gate condition, not lost).", guarded<api::l_ability_works>},
    {"memo", "query", "fn: fun(arg: any): any, arg?: any", "any",
     "fn(arg), computed once and then shared while nothing it read changes: a cache for rules helpers "
     "called many times (the abilities in play, the cards on the field, a player's resources). The engine "
     "notes what fn reads through the query bindings (the zones of the kinds it looked at, controllers, "
     "orientation, variables, counters, modifiers, the chain, the step...), so the value outlives every "
     "change to anything else: a card drawn does not recompute a list of the field's cards, a card tapped "
     "does not recompute the abilities in play. Nothing is declared: write fn as a plain function of the "
     "game and arg. fn runs read-only like a condition (changing the game or asking a question is a "
     "script error). Treat a returned table as read-only: later calls get the same table.",
     guarded<api::l_memo>},
    {"chain_size", "query", "", "integer", "The number of links on the chain.", guarded<api::l_chain_size>},
    {"chain_link", "query", "i: integer", "Link|nil", "The i-th link from the bottom of the chain.",
     guarded<api::l_chain_link>},
    {"current_link", "query", "", "Link|nil", "The link being resolved, if any.", guarded<api::l_current_link>},
    {"step", "query", "", "string, string", "The current step's name and its sequence's name.", guarded<api::l_step>},
    {"in_sequence", "query", "name: string", "boolean", "Whether the named step sequence is running (e.g. a battle).",
     guarded<api::l_in_sequence>},
    // ---- change ----
    {"move", "change", "card: Card, zone: string, player?: Player, opts?: {bottom?: boolean, face_down?: boolean, reason?: integer}",
     "Card|nil",
     "Moves a card to a zone (the owner's by default); returns its new id. Replacement effects may send it elsewhere.",
     guarded<api::l_move>},
    {"create", "change", "card: integer, zone: string, player: Player, opts?: {bottom?: boolean, face_down?: boolean}",
     "Card",
     "Creates a new object (a token) of the card with this database id, owned by the player, in their zone (or the "
     "shared one); returns it. Nothing is raised and no replacement applies: the ruleset raises what its rules say. "
     "Objects never vanish: a token that ceases to exist is moved to a zone the ruleset keeps for that.",
     guarded<api::l_create>},
    {"tap", "change", "card: Card", "boolean", "Taps a card; false if impossible (already tapped, or its zone has no orientation).",
     guarded<api::l_tap>},
    {"untap", "change", "card: Card", "boolean", "Untaps a card; false if impossible.", guarded<api::l_untap>},
    {"set_var", "change", "card: Card, name: string, value: integer", "", "Sets an object variable.", guarded<api::l_set_var>},
    {"set_pvar", "change", "player: Player, name: string, value: integer", "", "Sets a player variable.",
     guarded<api::l_set_pvar>},
    {"set_gvar", "change", "name: string, value: integer", "", "Sets a game variable.", guarded<api::l_set_gvar>},
    {"set_controller", "change", "card: Card, player: Player, opts?: {zone?: boolean}", "",
     "Changes a card's controller (not a zone change). With `zone = true` the card also goes into that player's "
     "zone of its kind as the same object: its id, variables, orientation, modifiers and counters stay (a game "
     "whose zone's player controls its cards). With the ruleset's `control_char` it sets the controller the card "
     "has without control effects: one that still applies gives it back to its player at the next settling.",
     guarded<api::l_set_controller>},
    {"set_face_down", "change", "card: Card, down: boolean", "", "Turns a card face down or face up.",
     guarded<api::l_set_face_down>},
    {"reveal", "change", "card: Card, player?: Player", "", "Shows a hidden card to one player, or to all, until it moves or its zone is shuffled.",
     guarded<api::l_reveal>},
    {"shuffle", "change", "zone: string, player?: Player", "", "Shuffles a zone with the game's seeded RNG; cards shown there (reveal) are hidden again.",
     guarded<api::l_shuffle>},
    {"modify", "change",
     "card: Card, char: string, op: string, value?: integer|string, opts?: {duration?: string, source?: Card, layer?: string, controller?: Player}", "",
     "Applies a continuous modification: op is add, set, gain, lose, become, lose_abilities or grant. Without a "
     "duration it lasts while the card stays in its zone. The effect's controller is `controller`, else the "
     "controller of the link resolving, else that of `source` (end_effects ends them by controller).",
     guarded<api::l_modify>},
    {"end_duration", "change", "name: string", "",
     "Ends every modification with that duration (e.g. end_of_turn); control (the ruleset's `control_char`) then settles.",
     guarded<api::l_end_duration>},
    {"end_effects", "change", "player: Player", "integer",
     "Ends every modification that player controls (a player who leaves the game, HY-1.6); returns how many.",
     guarded<api::l_end_effects>},
    {"push_link", "change",
     "link: {run: function|string, args?: integer[], source?: Card, controller?: Player, targets?: Card[], speed?: integer, label?: string, ability?: integer}",
     "integer", "Adds a link to the top of the chain; returns its id.", guarded<api::l_push_link>},
    {"checkpoint", "change", "run: function|string, args?: integer[]", "",
     "The running procedure goes on in `run(args...)` once it returns: what it has done and the answers "
     "it was given are kept, and answers to later questions replay the task only from here. A procedure "
     "that asks many questions (polling every player in turn) asks each in a part of its own, so k "
     "questions cost k script runs instead of k(k+1)/2. Called more than once, the parts run in the order "
     "scheduled, all before any part scheduled earlier goes on: a settlement nested in another schedules "
     "its own parts, then the outer one's rest (`checkpoint(\"after_damage\", ...)`). What the procedure does "
     "after calling it still happens before the parts. Only inside a procedure. What the task returns "
     "(`state_checks`' boolean) is what the last part returns.",
     guarded<api::l_checkpoint>},
    {"raise", "change", "event: string, fields?: {subject?: Card, other?: Card, player?: Player, amount?: integer, reason?: integer}",
     "", "Signals an event: matching triggered abilities become pending.", guarded<api::l_raise>},
    {"pend", "change", "ability: integer, source: Card, controller: Player, event?: string, fields?: {subject?: Card, other?: Card, player?: Player, amount?: integer, reason?: integer}",
     "", "Makes a triggered ability pending as if its event had happened (for delayed and state triggers the ruleset tracks in its variables); it goes on the chain at the next opportunity like any other.",
     guarded<api::l_pend>},
    {"set_active", "change", "player: Player", "", "Sets the active player: in setup; or in a turn's last step, so that the next turn, which goes to the next player after the active one, is someone else's (extra turns: tests/games/mini-bw).", guarded<api::l_set_active>},
    {"set_turn_order", "change", "players: Player[]", "",
     "Seats the players in this turn order, each once (the game starts with 1, 2, 3...): `next_player`, "
     "priority and the next turn follow it from where they are. For seats drawn at random (BW-11.2) "
     "in setup, or a card that reverses the turn order. `turn_order()` reads it.",
     guarded<api::l_set_turn_order>},
    {"push_sequence", "change", "name: string", "", "Starts a step sequence (e.g. a battle) inside the current step.",
     guarded<api::l_push_sequence>},
    {"skip_to_step", "change", "name: string", "",
     "The turn goes on from this step of the turn sequence, begun afresh when the current procedure ends; sequences "
     "pushed inside the turn (a battle) end. For \"end the turn\": clear the chain first (remove_link).",
     guarded<api::l_skip_to_step>},
    {"set_link_var", "change", "index: integer, name: string, value: integer", "",
     "Sets a mark (one of the ruleset's link_vars) on link `index` (1 = the bottom, as chain_link) while it waits "
     "on the chain, e.g. negated (HY-8.6); `chain_link(i).vars` and, while it resolves, `current_link().vars` "
     "read it.",
     guarded<api::l_set_link_var>},
    {"remove_link", "change", "index: integer", "",
     "Takes link `index` (1 = the bottom, as chain_link) off the chain without resolving it. Its card, if any, stays "
     "where it is: moving it is the ruleset's.",
     guarded<api::l_remove_link>},
    {"lose", "change", "player: Player, why?: string", "", "Marks a player as having lost; takes effect at the next check.",
     guarded<api::l_lose>},
    {"win", "change", "player: Player, why?: string", "",
     "Marks a player as having won. A player who has lost does not win, unless the ruleset declares "
     "`out_players_may_win = true` (a team that wins with its members out of the game).",
     guarded<api::l_win>},
    {"draw_game", "change", "why?: string", "", "Ends the game at once as a draw.", guarded<api::l_draw_game>},
    {"reject", "change", "why: string", "",
     "The action in progress cannot be completed: a rule error; the engine restores the state from before the action.",
     guarded<api::l_reject>},
    {"check_outcome", "change", "", "", "Ends the game now if anyone has won or lost.", guarded<api::l_check_outcome>},
    {"log", "change", "...: any", "", "Writes a line to the game log, visible to everyone.", guarded<api::l_log>},
    {"log_private", "change", "player: Player, text: string", "", "Writes a log line only one player sees.",
     guarded<api::l_log_private>},
    {"uses", "query", "key: integer|string", "integer",
     "How many times the key was marked used this turn (for once-per-turn limits; keys are the ruleset's).",
     guarded<api::l_uses>},
    {"add_use", "change", "key: integer|string", "", "Marks the key used once more this turn.", guarded<api::l_add_use>},
    {"counters", "query", "card: Card, kind: string", "integer", "How many counters of a kind are on a card.",
     guarded<api::l_counters>},
    {"add_counters", "change", "card: Card, kind: string, n: integer", "",
     "Puts n counters of a kind on a card (negative n removes; never below 0). They go when the card changes zones.",
     guarded<api::l_add_counters>},
    {"random", "change", "n: integer", "integer", "A random integer in 1..n from the game's seeded RNG.",
     guarded<api::l_random>},
    // ---- choice ----
    {"choose", "choice",
     "player: Player, prompt: string, options: (string|{label?: string, card?: Card})[], opts?: {secret?: boolean}",
     "integer",
     "Asks a player to pick one option; returns its 1-based index. `secret = true` makes it a private question: "
     "every other player's view shows only {kind = \"private\"}, not who decides or what, and the log gets one line, "
     "\"a private question\", naming nobody. One with a single option (nothing to decline) is answered by the engine "
     "with the same log line, so ask it wherever it could arise (BW-18.6): declining looks like having nothing to "
     "decline and costs nothing when there is nothing. An option whose `card` the player "
     "cannot see reads as where that card lies, whatever its label.",
     api::l_choose},  // guards its own question: its yield unwinds no guard (api_choice.cpp)
    {"choose_card", "choice", "player: Player, prompt: string, cards: Card[], optional?: boolean, opts?: {secret?: boolean}",
     "Card|nil", "Asks a player to pick one card; nil if optional and declined (with no cards, declined unasked "
     "unless `secret`: a private question is put even then, offering only None, and answered by the engine). `secret` as for choose. "
     "A card the player cannot see is offered as where it lies (a blind pick): reveal cards to be looked at first.",
     api::l_choose_card},  // guards its own question: its yield unwinds no guard (api_choice.cpp)
    {"yes_no", "choice", "player: Player, prompt: string, opts?: {secret?: boolean}", "boolean",
     "Asks a yes/no question. `secret` as for choose.", api::l_yes_no},  // guards its own question: its yield unwinds no guard (api_choice.cpp)
    // ---- declare ----
    {"ruleset", "declare", "decl: cardinal.Ruleset", "",
     "Declares the game's rules: zones, characteristics, steps, policy. `libraries = {name, ...}` runs those shared "
     "rules libraries (the cards root's lib/<name>/*.lua) into the ruleset's globals at once, for its later files "
     "to use or redefine.",
     guarded<api::l_ruleset>},
    {"trigger", "declare", "spec: table", "table",
     "A triggered ability: {on=event, effect=function(e), optional?, self?, filter?, condition?, cost?, target?, zones?, text?}. "
     "Any other key must be one of the ruleset's ability_keys (docs/ruleset.md).",
     guarded<api::l_trigger>},
    {"activated", "declare", "spec: table", "table",
     "An activated ability: {effect=function(e), cost?, condition?, target?, speed?, zones?, text?}. "
     "Any other key must be one of the ruleset's ability_keys (docs/ruleset.md).",
     guarded<api::l_activated>},
    {"continuous", "declare", "spec: table", "table",
     "A continuous ability: {layer=, modify={char=value...}, applies?=function(card, target), condition?, depends?, zones?}. "
     "Any other key must be one of the ruleset's ability_keys (docs/ruleset.md).",
     guarded<api::l_continuous>},
    {"replacement", "declare", "spec: table", "table",
     "A replacement ability: {event=\"move\", effect=function(card, moving, from, to, reason) -> zone|nil, text?}. "
     "When several would change one move, the ruleset's policy.replacements says whose order applies "
     "(\"library_order\" or \"affected_chooses\": the moving card's controller picks). Any other key must be one of the "
     "ruleset's ability_keys (docs/ruleset.md).",
     guarded<api::l_replacement>},
    {"custom_ability", "declare", "spec: table", "table", "An ability of a ruleset-defined kind: {kind=, ...}.",
     guarded<api::l_ability_custom>},
};

std::span<const Binding> all_bindings() { return kBindings; }

void install_bindings(lua_State* L, int env_idx) {
  env_idx = lua_absindex(L, env_idx);
  for (const Binding& b : kBindings) {
    lua_pushcfunction(L, b.fn);
    lua_setfield(L, env_idx, b.name);
  }
}

static std::vector<const Binding*> sorted_by_group() {
  std::vector<const Binding*> v;
  for (const Binding& b : kBindings) v.push_back(&b);
  static const std::map<std::string, int> order{{"query", 0}, {"change", 1}, {"choice", 2}, {"declare", 3}};
  std::stable_sort(v.begin(), v.end(), [](const Binding* a, const Binding* b) {
    return order.at(a->group) < order.at(b->group);
  });
  return v;
}

std::string api_markdown() {
  std::ostringstream o;
  o << "# Cardinal Lua API\n\n"
       "Generated from the binding registry (`scripting/bindings.cpp`) by `cardinal docs`. Do not edit.\n\n"
       "Cards are integers (object ids; a card that changes zones gets a new id). Players are integers from 1.\n"
       "Rulesets add their own helpers on top of these (see each game's `rules/` folder).\n"
       "A table parameter written `{key?: type, ...}` is checked against that list: an unknown key, a value of\n"
       "another type or a missing required key is an error naming it (with the closest known key).\n";
  std::string group;
  for (const Binding* b : sorted_by_group()) {
    if (group != b->group) {
      group = b->group;
      o << "\n## " << group << "\n\n";
    }
    o << "### `" << b->name << "(" << b->params << ")`";
    if (*b->returns) o << " → `" << b->returns << "`";
    o << "\n\n" << b->doc << "\n\n";
  }
  return o.str();
}

// Splits "a: T, b?: U" at top-level commas (types may contain braces).
static std::vector<std::string> split_params(const std::string& s) {
  std::vector<std::string> out;
  int depth = 0;
  std::string cur;
  for (char c : s) {
    if (c == '{' || c == '(' || c == '[') depth++;
    if (c == '}' || c == ')' || c == ']') depth--;
    if (c == ',' && depth == 0) {
      out.push_back(cur);
      cur.clear();
      continue;
    }
    cur += c;
  }
  if (!cur.empty()) out.push_back(cur);
  for (auto& p : out) {
    size_t a = p.find_first_not_of(' ');
    p = a == std::string::npos ? "" : p.substr(a);
  }
  return out;
}

std::string api_luals() {
  std::ostringstream o;
  o << "---@meta\n-- Generated from the binding registry by `cardinal docs`. Do not edit.\n\n"
       "---@alias Card integer\n---@alias Player integer\n"
       "---@class Link\n---@field id integer\n---@field source Card|nil\n---@field controller Player\n"
       "---@field targets Card[]\n---@field args any[]\n---@field speed integer\n---@field label string\n"
       "---@field ability integer|nil\n---@field run function what resolving it runs (push_link takes it back)\n"
       "---@field vars table<string, integer> the ruleset's link_vars (set_link_var)\n\n"
    << decl::luals();
  for (const Binding* b : sorted_by_group()) {
    o << "--- " << b->doc << "\n";
    std::vector<std::string> names;
    for (const std::string& p : split_params(b->params)) {
      size_t colon = p.find(':');
      std::string name = p.substr(0, colon), type = colon == std::string::npos ? "any" : p.substr(colon + 2);
      bool opt = !name.empty() && name.back() == '?';
      if (opt) name.pop_back();
      o << "---@param " << name << (opt ? "? " : " ") << type << "\n";
      names.push_back(name);
    }
    if (*b->returns) o << "---@return " << b->returns << "\n";
    o << "function " << b->name << "(";
    for (size_t i = 0; i < names.size(); i++) o << (i ? ", " : "") << names[i];
    o << ") end\n\n";
  }
  return o.str();
}

std::string api_luacheck() {
  std::ostringstream o;
  o << "-- Generated from the binding registry by `cardinal docs`. Do not edit.\n"
       "-- Globals every card script and ruleset may read.\nreturn {\n";
  std::vector<std::string> names;
  for (const Binding& b : kBindings) names.push_back(b.name);
  std::sort(names.begin(), names.end());
  for (const auto& n : names) o << "  \"" << n << "\",\n";
  o << "}\n";
  return o.str();
}

}  // namespace cardinal
