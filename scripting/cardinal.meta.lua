---@meta
-- Generated from the binding registry by `cardinal docs`. Do not edit.

---@alias Card integer
---@alias Player integer
---@class Link
---@field id integer
---@field source Card|nil
---@field controller Player
---@field targets Card[]
---@field args any[]
---@field speed integer
---@field label string
---@field ability integer|nil
---@field run function what resolving it runs (push_link takes it back)
---@field vars table<string, integer> the ruleset's link_vars (set_link_var)

---@class cardinal.Ruleset
---@field game string
---@field libraries? string[]
---@field players? integer[]
---@field deck_zone? string
---@field deck_sections? string[]
---@field test_step? string
---@field zones cardinal.Zone[]
---@field layers? string[]
---@field self_first? boolean
---@field chars? cardinal.Char[]
---@field control_char? string
---@field control_takes_zone? boolean
---@field obj_vars? string[]
---@field player_vars? string[]
---@field game_vars? string[]
---@field link_vars? string[]
---@field public_player_vars? string[]
---@field private_player_vars? string[]
---@field public_game_vars? string[]
---@field card_summary? string[]
---@field attached_var? string
---@field stats? cardinal.Stat[]
---@field tapped_word? string
---@field durations? string[]
---@field events? string[]
---@field steps cardinal.Step[]
---@field sequences cardinal.Sequence[]
---@field policy? cardinal.Policy
---@field logs_own_action? string[]
---@field state_checks_read? cardinal.ChecksRead
---@field components? cardinal.Component[]
---@field timings? cardinal.Timing[]
---@field actions? cardinal.Action[]
---@field out_players_may_win? boolean
---@field max_objects? integer
---@field ability_keys? string[]
---@field params? table<string, integer>

---@class cardinal.Zone
---@field name string
---@field shared? boolean
---@field ordered? boolean
---@field visibility? "public"|"owner"|"hidden"
---@field face_down? boolean
---@field oriented? boolean
---@field abilities? boolean
---@field capacity? integer

---@class cardinal.Char
---@field name string
---@field kind? "int"|"str"|"set"
---@field column? string
---@field layer? string

---@class cardinal.Step
---@field name string
---@field begin? string
---@field priority? "always"|"never"|"if_triggered"
---@field repeat_if_triggered? boolean
---@field hold_triggers? boolean
---@field ends_on_pass? boolean
---@field state_checks? boolean

---@class cardinal.Sequence
---@field name string
---@field steps string[]

---@class cardinal.ChecksRead
---@field zones? string[]
---@field player_vars? boolean
---@field game_vars? boolean
---@field obj_vars? string[]

---@class cardinal.Component
---@field name string
---@field deck? string
---@field only? table<string, string | integer | (string | integer)[]>

---@class cardinal.Stat
---@field name string
---@field add_attached? string
---@field floor? integer

---@class cardinal.Timing
---@field name string
---@field steps? string[]
---@field active? boolean
---@field chain? "empty"|"not_empty"

---@class cardinal.Action
---@field each? "one"|"card"|"ability"
---@field zone? string | string[]
---@field controlled? boolean
---@field run? string
---@field label? string
---@field public? string
---@field can? string
---@field timing? string | string[]
---@field only? table<string, string | integer | (string | integer)[]>
---@field also? table<string, string | integer | (string | integer)[]>
---@field also_timing? string | string[]
---@field speed? string
---@field ways? cardinal.Way[]
---@field list? string

---@class cardinal.Way
---@field run string
---@field label string
---@field public? string
---@field can? string
---@field timing? string | string[]
---@field only? table<string, string | integer | (string | integer)[]>
---@field also? table<string, string | integer | (string | integer)[]>
---@field also_timing? string | string[]
---@field speed? string

---@class cardinal.Policy
---@field after_link? "active_player"|"same_player"|"next_player"|"resolve_now"
---@field after_triggers? "unchanged"|"as_link"
---@field after_special? "active_player"|"same_player"
---@field resolution? "whole_chain"|"top_only"
---@field triggers_in_resolution? "on_top"|"after_chain"
---@field trigger_order? "active_first"|"active_last"
---@field speeds? "none"|"at_least_top"
---@field replacements? "library_order"|"affected_chooses"

--- Number of players in the game.
---@return integer
function players() end

--- The player whose turn it is.
---@return Player
function active_player() end

--- The turn number, from 1.
---@return integer
function turn() end

--- The next player in turn order (`set_turn_order`) still in the game.
---@param player Player
---@return Player
function next_player(player) end

--- Every player in turn order (seats), from the first seat; those out of the game too.
---@return Player[]
function turn_order() end

--- Whether the player has not lost or left.
---@param player Player
---@return boolean
function in_game(player) end

--- The cards in a zone, bottom to top. The player is required for per-player zones.
---@param zone string
---@param player? Player
---@return Card[]
function cards(zone, player) end

--- The number of cards in a zone.
---@param zone string
---@param player? Player
---@return integer
function count(zone, player) end

--- The top card of a zone, or nil if it is empty.
---@param zone string
---@param player? Player
---@return Card|nil
function top(zone, player) end

--- Whether the card is still the same object in the same zone (it has not moved since the id was taken).
---@param card Card
---@return boolean
function exists(card) end

--- The zone kind and zone player of a card (last known if it has moved).
---@param card Card
---@return string, Player|nil
function zone_of(card) end

--- The card's owner.
---@param card Card
---@return Player
function owner(card) end

--- The card's controller.
---@param card Card
---@return Player
function controller(card) end

--- Whether the card is tapped.
---@param card Card
---@return boolean
function is_tapped(card) end

--- Whether the card is face down.
---@param card Card
---@return boolean
function is_face_down(card) end

--- A characteristic after continuous effects (layers, timestamps).
---@param card Card
---@param char string
---@return integer|string|string[]
function get(card, char) end

--- A characteristic as printed, before any effect.
---@param card Card
---@param char string
---@return integer|string|string[]
function printed(card, char) end

--- Whether a set characteristic contains the value (or a text characteristic equals it).
---@param card Card
---@param char string
---@param value string
---@return boolean
function has(card, char, value) end

--- A ruleset-declared object variable (reset when the card changes zones).
---@param card Card
---@param name string
---@return integer
function var(card, name) end

--- A ruleset-declared player variable.
---@param player Player
---@param name string
---@return integer
function pvar(player, name) end

--- A ruleset-declared game variable.
---@param name string
---@return integer
function gvar(name) end

--- A ruleset parameter's value in this game.
---@param name string
---@return integer
function param(name) end

--- The card ids of one of the table's components (ruleset key `components`: a deck of the game folder, or the library's cards passing a test), in order; setup makes them with `create`.
---@param name string
---@return integer[]
function component(name) end

--- The card's database id.
---@param card Card
---@return integer
function card_id(card) end

--- The card's printed name.
---@param card Card
---@return string
function card_name(card) end

--- The card's printed text, as the card database holds it ('' for none): for what players read, such as a chain link's label when an ability declares no text of its own.
---@param card Card
---@return string
function card_text(card) end

--- A short label for logs: name#slot.
---@param card Card
---@return string
function describe(card) end

--- The ability indices the card has now (printed unless lost, plus granted).
---@param card Card
---@return integer[]
function abilities(card) end

--- The ability indices printed on the card, even if it lost them; none it was granted (what a copy effect copies).
---@param card Card
---@return integer[]
function printed_abilities(card) end

--- The spec table of an ability, as its script declared it.
---@param index integer
---@return table
function ability(index) end

--- Whether the ability functions now (zone, gate condition, not lost).
---@param card Card
---@param index integer
---@return boolean
function ability_works(card, index) end

--- fn(arg), computed once and then shared while nothing it read changes: a cache for rules helpers called many times (the abilities in play, the cards on the field, a player's resources). The engine notes what fn reads through the query bindings (the zones of the kinds it looked at, controllers, orientation, variables, counters, modifiers, the chain, the step...), so the value outlives every change to anything else: a card drawn does not recompute a list of the field's cards, a card tapped does not recompute the abilities in play. Nothing is declared: write fn as a plain function of the game and arg. fn runs read-only like a condition (changing the game or asking a question is a script error). Treat a returned table as read-only: later calls get the same table.
---@param fn fun(arg: any): any
---@param arg? any
---@return any
function memo(fn, arg) end

--- The number of links on the chain.
---@return integer
function chain_size() end

--- The i-th link from the bottom of the chain.
---@param i integer
---@return Link|nil
function chain_link(i) end

--- The link being resolved, if any.
---@return Link|nil
function current_link() end

--- The current step's name and its sequence's name.
---@return string, string
function step() end

--- Whether the named step sequence is running (e.g. a battle).
---@param name string
---@return boolean
function in_sequence(name) end

--- How many times the key was marked used this turn (for once-per-turn limits; keys are the ruleset's).
---@param key integer|string
---@return integer
function uses(key) end

--- How many counters of a kind are on a card.
---@param card Card
---@param kind string
---@return integer
function counters(card, kind) end

--- Moves a card to a zone (the owner's by default); returns its new id. Replacement effects may send it elsewhere.
---@param card Card
---@param zone string
---@param player? Player
---@param opts? {bottom?: boolean, face_down?: boolean, reason?: integer}
---@return Card|nil
function move(card, zone, player, opts) end

--- Creates a new object (a token) of the card with this database id, owned by the player, in their zone (or the shared one); returns it. Nothing is raised and no replacement applies: the ruleset raises what its rules say. Objects never vanish: a token that ceases to exist is moved to a zone the ruleset keeps for that.
---@param card integer
---@param zone string
---@param player Player
---@param opts? {bottom?: boolean, face_down?: boolean}
---@return Card
function create(card, zone, player, opts) end

--- Taps a card; false if impossible (already tapped, or its zone has no orientation).
---@param card Card
---@return boolean
function tap(card) end

--- Untaps a card; false if impossible.
---@param card Card
---@return boolean
function untap(card) end

--- Sets an object variable.
---@param card Card
---@param name string
---@param value integer
function set_var(card, name, value) end

--- Sets a player variable.
---@param player Player
---@param name string
---@param value integer
function set_pvar(player, name, value) end

--- Sets a game variable.
---@param name string
---@param value integer
function set_gvar(name, value) end

--- Changes a card's controller (not a zone change). With `zone = true` the card also goes into that player's zone of its kind as the same object: its id, variables, orientation, modifiers and counters stay (a game whose zone's player controls its cards). With the ruleset's `control_char` it sets the controller the card has without control effects: one that still applies gives it back to its player at the next settling.
---@param card Card
---@param player Player
---@param opts? {zone?: boolean}
function set_controller(card, player, opts) end

--- Turns a card face down or face up.
---@param card Card
---@param down boolean
function set_face_down(card, down) end

--- Shows a hidden card to one player, or to all, until it moves or its zone is shuffled.
---@param card Card
---@param player? Player
function reveal(card, player) end

--- Shuffles a zone with the game's seeded RNG; cards shown there (reveal) are hidden again.
---@param zone string
---@param player? Player
function shuffle(zone, player) end

--- Applies a continuous modification: op is add, set, gain, lose, become, lose_abilities or grant. Without a duration it lasts while the card stays in its zone. The effect's controller is `controller`, else the controller of the link resolving, else that of `source` (end_effects ends them by controller).
---@param card Card
---@param char string
---@param op string
---@param value? integer|string
---@param opts? {duration?: string, source?: Card, layer?: string, controller?: Player}
function modify(card, char, op, value, opts) end

--- Ends every modification with that duration (e.g. end_of_turn); control (the ruleset's `control_char`) then settles.
---@param name string
function end_duration(name) end

--- Ends every modification that player controls (a player who leaves the game, HY-1.6); returns how many.
---@param player Player
---@return integer
function end_effects(player) end

--- Adds a link to the top of the chain; returns its id.
---@param link {run: function|string, args?: integer[], source?: Card, controller?: Player, targets?: Card[], speed?: integer, label?: string, ability?: integer}
---@return integer
function push_link(link) end

--- The running procedure goes on in `run(args...)` once it returns: what it has done and the answers it was given are kept, and answers to later questions replay the task only from here. A procedure that asks many questions (polling every player in turn) asks each in a part of its own, so k questions cost k script runs instead of k(k+1)/2. Called more than once, the parts run in the order scheduled, all before any part scheduled earlier goes on: a settlement nested in another schedules its own parts, then the outer one's rest (`checkpoint("after_damage", ...)`). What the procedure does after calling it still happens before the parts. Only inside a procedure. What the task returns (`state_checks`' boolean) is what the last part returns.
---@param run function|string
---@param args? integer[]
function checkpoint(run, args) end

--- Signals an event: matching triggered abilities become pending.
---@param event string
---@param fields? {subject?: Card, other?: Card, player?: Player, amount?: integer, reason?: integer}
function raise(event, fields) end

--- Makes a triggered ability pending as if its event had happened (for delayed and state triggers the ruleset tracks in its variables); it goes on the chain at the next opportunity like any other.
---@param ability integer
---@param source Card
---@param controller Player
---@param event? string
---@param fields? {subject?: Card, other?: Card, player?: Player, amount?: integer, reason?: integer}
function pend(ability, source, controller, event, fields) end

--- Sets the active player: in setup; or in a turn's last step, so that the next turn, which goes to the next player after the active one, is someone else's (extra turns: tests/games/mini-bw).
---@param player Player
function set_active(player) end

--- Seats the players in this turn order, each once (the game starts with 1, 2, 3...): `next_player`, priority and the next turn follow it from where they are. For seats drawn at random (BW-11.2) in setup, or a card that reverses the turn order. `turn_order()` reads it.
---@param players Player[]
function set_turn_order(players) end

--- Starts a step sequence (e.g. a battle) inside the current step.
---@param name string
function push_sequence(name) end

--- The turn goes on from this step of the turn sequence, begun afresh when the current procedure ends; sequences pushed inside the turn (a battle) end. For "end the turn": clear the chain first (remove_link).
---@param name string
function skip_to_step(name) end

--- Sets a mark (one of the ruleset's link_vars) on link `index` (1 = the bottom, as chain_link) while it waits on the chain, e.g. negated (HY-8.6); `chain_link(i).vars` and, while it resolves, `current_link().vars` read it.
---@param index integer
---@param name string
---@param value integer
function set_link_var(index, name, value) end

--- Takes link `index` (1 = the bottom, as chain_link) off the chain without resolving it. Its card, if any, stays where it is: moving it is the ruleset's.
---@param index integer
function remove_link(index) end

--- Marks a player as having lost; takes effect at the next check.
---@param player Player
---@param why? string
function lose(player, why) end

--- Marks a player as having won. A player who has lost does not win, unless the ruleset declares `out_players_may_win = true` (a team that wins with its members out of the game).
---@param player Player
---@param why? string
function win(player, why) end

--- Ends the game at once as a draw.
---@param why? string
function draw_game(why) end

--- The action in progress cannot be completed: a rule error; the engine restores the state from before the action.
---@param why string
function reject(why) end

--- Ends the game now if anyone has won or lost.
function check_outcome() end

--- Writes a line to the game log, visible to everyone.
---@param ... any
function log(...) end

--- Writes a log line only one player sees.
---@param player Player
---@param text string
function log_private(player, text) end

--- Marks the key used once more this turn.
---@param key integer|string
function add_use(key) end

--- Puts n counters of a kind on a card (negative n removes; never below 0). They go when the card changes zones.
---@param card Card
---@param kind string
---@param n integer
function add_counters(card, kind, n) end

--- A random integer in 1..n from the game's seeded RNG.
---@param n integer
---@return integer
function random(n) end

--- Asks a player to pick one option; returns its 1-based index. `secret = true` makes it a private question: every other player's view shows only {kind = "private"}, not who decides or what, and the log gets one line, "a private question", naming nobody. One with a single option (nothing to decline) is answered by the engine with the same log line, so ask it wherever it could arise (BW-18.6): declining looks like having nothing to decline and costs nothing when there is nothing. An option whose `card` the player cannot see reads as where that card lies, whatever its label.
---@param player Player
---@param prompt string
---@param options (string|{label?: string, card?: Card})[]
---@param opts? {secret?: boolean}
---@return integer
function choose(player, prompt, options, opts) end

--- Asks a player to pick one card; nil if optional and declined (with no cards, declined unasked unless `secret`: a private question is put even then, offering only None, and answered by the engine). `secret` as for choose. A card the player cannot see is offered as where it lies (a blind pick): reveal cards to be looked at first.
---@param player Player
---@param prompt string
---@param cards Card[]
---@param optional? boolean
---@param opts? {secret?: boolean}
---@return Card|nil
function choose_card(player, prompt, cards, optional, opts) end

--- Asks a yes/no question. `secret` as for choose.
---@param player Player
---@param prompt string
---@param opts? {secret?: boolean}
---@return boolean
function yes_no(player, prompt, opts) end

--- Declares the game's rules: zones, characteristics, steps, policy. `libraries = {name, ...}` runs those shared rules libraries (the cards root's lib/<name>/*.lua) into the ruleset's globals at once, for its later files to use or redefine.
---@param decl cardinal.Ruleset
function ruleset(decl) end

--- A triggered ability: {on=event, effect=function(e), optional?, self?, filter?, condition?, cost?, target?, zones?, text?}. Any other key must be one of the ruleset's ability_keys (docs/ruleset.md).
---@param spec table
---@return table
function trigger(spec) end

--- An activated ability: {effect=function(e), cost?, condition?, target?, speed?, zones?, text?}. Any other key must be one of the ruleset's ability_keys (docs/ruleset.md).
---@param spec table
---@return table
function activated(spec) end

--- A continuous ability: {layer=, modify={char=value...}, applies?=function(card, target), condition?, depends?, zones?}. Any other key must be one of the ruleset's ability_keys (docs/ruleset.md).
---@param spec table
---@return table
function continuous(spec) end

--- A replacement ability: {event="move", effect=function(card, moving, from, to, reason) -> zone|nil, text?}. When several would change one move, the ruleset's policy.replacements says whose order applies ("library_order" or "affected_chooses": the moving card's controller picks). Any other key must be one of the ruleset's ability_keys (docs/ruleset.md).
---@param spec table
---@return table
function replacement(spec) end

--- An ability of a ruleset-defined kind: {kind=, ...}.
---@param spec table
---@return table
function custom_ability(spec) end

