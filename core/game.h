// One game: its state (a value) plus the shared, read-only library it plays
// with. The engine is a resumable machine: advance() runs until a player must
// decide or the game ends; answer() takes an option index. A bad answer throws
// RuleError and changes nothing.
#pragma once
#include <array>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "core/errors.h"
#include "core/library.h"
#include "core/scripts.h"
#include "core/state.h"

namespace cardinal {

struct GameConfig {
  std::array<uint64_t, 4> seed{};
  int players = 2;
  std::vector<std::vector<int64_t>> decks;  // card database ids, one list per player
  std::vector<std::pair<std::string, int64_t>> params;  // ruleset parameter overrides
  bool log = true;
};

// Where a look-ahead that passes stops to judge (Game::set_passing): a
// priority offer with the chain empty, at most `depth` step sequences under
// way, to `player` (kNoPlayer: to anyone).
struct PassingStop {
  PlayerId player = kNoPlayer;
  size_t depth = 1;
};

class Game {
 public:
  Game(const Library& lib, const GameConfig& cfg);
  // A game from a state (restored from a snapshot; see serialize.h).
  static Game from_state(const Library& lib, GameState state);

  void bind(Scripts& s) { scripts_ = &s; }
  void set_logging(bool on) {
    s_.logging = on;
    if (!on) s_.log.clear(), s_.log_bytes = 0;
  }
  const Library& library() const { return *lib_; }
  const RulesetDef& rules() const { return lib_->rules; }
  // For look-ahead that passes every priority it gets until it stops to
  // judge the position (the AIs' playouts). While on:
  // - a priority offer that meets `stop` (the chain empty, at most
  //   stop.depth step sequences under way, to stop.player or, with
  //   kNoPlayer, to anyone) lists nothing but its pass and is marked
  //   unlisted (Decision::unlisted): the look-ahead judges the position
  //   there and does not answer it (an answer is refused);
  // - any other priority offer lists only its pass, unless the ruleset's
  //   may_pass(player) withholds it: then it is listed in full as usual.
  // So no action's `can` test runs for an option nobody will take.
  // Everything else an offer does (loop points, the offered state) is the
  // same, so the game goes on as it would have with the pass answered.
  // A property of this object, not of the state: a copy starts with it off.
  void set_passing(bool on, PassingStop stop = {}) { passing_.on = on, passing_.stop = stop; }

  // ---- the machine ----
  void advance();
  void answer(uint32_t option);
  // As answer(), but an action the rules reject (reject(), also after
  // questions: rolled back, the same decision pending again, no fault) comes
  // back as its reason instead of as ActionRejected. Random play and the
  // AIs' look-ahead meet many; a C++ throw costs about 20 k instructions.
  std::optional<std::string> answer_unless_rejected(uint32_t option);
  // The player leaves the game (core/concede.cpp): allowed whenever the game
  // is not over, whoever is deciding; applied by the next advance().
  void concede(PlayerId p);  // RuleError if p is out, has conceded, or is the last one in
  const Decision* decision() const { return s_.decision ? &*s_.decision : nullptr; }
  const Result& result() const { return s_.result; }
  bool over() const { return s_.result.over; }
  const GameState& state() const { return s_; }
  uint64_t hash() const;
  uint64_t position_hash() const;  // hash() blind to object generations (loop detection)
  size_t decisions_answered() const { return answered_; }
  // Answers that replayed their procedure from its start rather than resume
  // it where it asked (a question asked where its coroutine could not yield,
  // a copied or restored game): a measure, never part of the state.
  size_t replays() const { return replays_; }
  // Work done computing characteristics (modifiers and static abilities
  // looked through and applied), in units of about one Lua VM instruction's
  // time, counted for the script host: a script alternating modify and get
  // makes each get sort every modifier of the card, work its instruction
  // budget would not see. Never part of the state.
  const uint64_t& work() const { return work_; }
  // The script budget the game has spent so far (instructions and work,
  // every call summed), which the host holds below its per-game limit: a
  // bound on a whole game, not just on each call. Never part of the state;
  // a copy carries it on.
  uint64_t script_spent() const { return script_spent_; }
  void add_script_spent(uint64_t n) const { script_spent_ += n; }

  // ---- caches of derived values (never part of the state) ----
  // Identifies "this state, seen from this layer": unique in the process for
  // the game object (a copy gets a new id) and its epoch, plus the layer
  // context predicates run in. A cache keyed by it can never serve a value
  // computed from another state.
  // changes counts the game's changes only (the epoch also ends at every
  // step): a value computed without reading the clock holds while it stays.
  struct CacheKey {
    uint64_t game = 0, epoch = 0, changes = 0;
    int64_t context = 0;
  };
  CacheKey cache_key() const { return {uid_.v, epoch_, changes_, int64_t(layer_limit_) * 256 + dep_layer_ + 1}; }
  // Bindings that read the machine's position (the step) call this: results
  // computed in this epoch may depend on more than the board.
  void note_clock_read() const {
    clock_read_epoch_ = epoch_;
    reads_ |= kReadClock;
  }

  // ---- what a derived value read, so that it outlives the changes it did not read ----
  // The readable state in parts, one bit each: the zones of a kind (their
  // contents and order; bit kind % 32), controllers, face-down, player and
  // game variables, counters, modifiers (and their shape: which
  // characteristics they change, whether any grants or removes abilities,
  // which a characteristic read from the printed sheet depends on), the
  // chain, the players (active,
  // turn, order, who is in), uses, the step (the clock); orientation and
  // object variables by the kind of the object's zone (kind % 10: a bit for
  // kinds 0 and 10, ...), so tapping a resource leaves alone what read the
  // orientation of the characters in play.
  // Every change bumps the version of the parts it changes (every part
  // unless it says which); the bindings that read note the parts they read
  // (note_read), and a value computed while a ReadWatch lived holds while
  // read_stamp(watch.parts()) stays the same. A copy or a restored game is
  // another game for caches keyed by cache_key(); go_back_to bumps every part.
  static constexpr uint64_t kReadZones = 0xFFFFFFFFull;
  static constexpr uint64_t kReadControl = 1ull << 32, kReadModShape = 1ull << 33, kReadFace = 1ull << 34,
                            kReadPlayerVars = 1ull << 36, kReadGameVars = 1ull << 37,
                            kReadCounters = 1ull << 38, kReadMods = 1ull << 39, kReadChain = 1ull << 40,
                            kReadPlayers = 1ull << 41, kReadUses = 1ull << 42, kReadClock = 1ull << 43,
                            kReadAll = ~0ull;
  static constexpr uint64_t kReadTapped = 0x3FFull << 44, kReadObjVars = 0x3FFull << 54;  // every kind's
  static constexpr uint64_t zone_part(int kind) { return 1ull << (kind & 31); }
  static constexpr uint64_t tapped_part(int kind) { return 1ull << (44 + kind % 10); }
  static constexpr uint64_t vars_part(int kind) { return 1ull << (54 + kind % 10); }
  void note_read(uint64_t parts) const { reads_ |= parts; }
  uint64_t read_stamp(uint64_t parts) const;
  // The parts reading anything about card id reads: its zone's kind while it
  // is live (a move changes that), else every zone (it may come to exist).
  // Characteristics (chars, chars_for), abilities_of and ability_works note
  // what they read themselves: the parts that decide which static
  // abilities are in reach, and those a computed sheet's effects read.
  uint64_t card_parts(ObjId id) const;
  // The parts reading card id's orientation (or an object variable) reads:
  // its zone's part and the orientation (variables) of its zone's kind while
  // it is live, else every zone and every kind's.
  uint64_t tapped_parts(ObjId id) const;
  uint64_t var_parts(ObjId id) const;
  class ReadWatch {
   public:
    explicit ReadWatch(const Game& g) : g_(g), saved_(g.reads_) { g.reads_ = 0; }
    ~ReadWatch() { g_.reads_ |= saved_; }
    uint64_t parts() const { return g_.reads_; }
    ReadWatch(const ReadWatch&) = delete;
    ReadWatch& operator=(const ReadWatch&) = delete;
   private:
    const Game& g_;
    uint64_t saved_;
  };
  // Whether what runs while one lives reads the clock (the step), directly
  // or through characteristics computed in this epoch that did: a value it
  // computes then holds for this epoch only, else until the game changes.
  class ClockWatch {
   public:
    explicit ClockWatch(const Game& g) : g_(g), saved_(g.clock_read_epoch_) { g.clock_read_epoch_ = 0; }
    ~ClockWatch() {
      if (!read()) g_.clock_read_epoch_ = saved_;
    }
    bool read() const { return g_.clock_read_epoch_ == g_.epoch_; }
    ClockWatch(const ClockWatch&) = delete;
    ClockWatch& operator=(const ClockWatch&) = delete;
   private:
    const Game& g_;
    uint64_t saved_;
  };
  // Inside a predicate (a condition, a filter): nothing may change the game.
  bool read_only() const { return readonly_ > 0; }
  // While one lives, the game refuses every change (as inside a predicate).
  struct ReadOnly {
    explicit ReadOnly(const Game& g) : g_(g) { ++g_.readonly_; }
    ~ReadOnly() { --g_.readonly_; }
    ReadOnly(const ReadOnly&) = delete;
    ReadOnly& operator=(const ReadOnly&) = delete;
   private:
    const Game& g_;
  };

  // ---- queries ----
  int players() const { return s_.nplayers; }
  PlayerId active() const { return s_.active; }
  PlayerId next_player(PlayerId p) const;  // in turn order (seats), passing over players out of the game
  std::span<const PlayerId> turn_order() const { return s_.order; }
  // The active player, or the next one still in the game if they have left.
  PlayerId first_seat() const { return in_game(s_.active) ? s_.active : next_player(s_.active); }
  bool in_game(PlayerId p) const { return !((s_.lost | s_.won) >> p & 1); }
  const Object* obj(ObjId id) const;           // live object, or null if it left its zone
  const Object* last_known(ObjId id) const;    // live or last-known
  ObjId id_of(uint32_t slot) const { return make_obj(slot, s_.objects[slot].gen); }
  ZoneId zone(int kind, PlayerId p) const;
  const Zone& zone_at(ZoneId z) const { return s_.zones[z]; }
  int kind_index(ZoneId z) const { return s_.zones[z].kind; }
  std::vector<ObjId> zone_objects(ZoneId z) const;  // bottom..top
  const CardDef& card_of(const Object& o) const { return lib_->cards[o.card]; }
  // Characteristics; the reference is valid until the game next changes.
  const CharSheet& chars(ObjId id) const;
  // The sheet to read characteristic chr of id from: its printed one (no
  // sheet computed) while no stored modifier and no static ability in reach
  // could change chr, else chars(id). Only chr is sure to be current there.
  const CharSheet& chars_for(ObjId id, int chr) const;
  bool chr_may_change(int chr) const;  // could anything in reach change chr now?
  int32_t get_int(ObjId id, int chr) const;
  bool set_has(ObjId id, int chr, StrId v) const;
  bool ability_works(ObjId id, uint32_t ability) const;
  bool may_be_granted(uint32_t ability) const;  // cheap: could any object have it granted now?
  std::vector<uint32_t> abilities_of(ObjId id) const;  // printed (unless lost) + granted
  bool printed_abilities_only() const;  // nothing in reach grants or removes abilities now
  std::string describe(ObjId id) const;                // "Bell Herald#12"
  int64_t param(std::string_view name) const;
  int32_t player_var(PlayerId p, int v) const { return s_.player_vars[p][v]; }
  int32_t game_var(int v) const { return s_.game_vars[v]; }
  void set_player_var(PlayerId p, int v, int32_t value) { touch(kReadPlayerVars); s_.player_vars[p][v] = value; }
  void set_game_var(int v, int32_t value) { touch(kReadGameVars); s_.game_vars[v] = value; }
  const std::vector<Link>& chain() const { return s_.chain; }
  const Link* resolving_link() const { return current_link_.id ? &current_link_ : nullptr; }

  // ---- primitives for scripts (all state changes go through these) ----
  ObjId move(ObjId id, ZoneId to, bool top = true, uint32_t reason = 0, int face_down = -1);
  // A new object (a token, HY-2.4) of card definition `card`, owned by `owner`,
  // put into zone `to`; returns its id. Objects never vanish: one that ceases
  // to exist goes to a zone the ruleset keeps for that.
  ObjId create(uint32_t card, ZoneId to, PlayerId owner, bool top = true, int face_down = -1);
  bool set_tapped(ObjId id, bool tapped);  // false if impossible (zone has no orientation)
  void set_var(ObjId id, int var, int32_t value);
  // With take_zone the card also goes into p's zone of the kind it is in, as
  // the same object (no zone change: its id, variables, orientation,
  // modifiers and counters stay), for games where a zone's player is its
  // cards' controller; a shared zone keeps it.
  // It sets the controller the object has without control effects: while
  // one applies (the ruleset's control_char), the next settle_control gives
  // the card to its player again.
  void set_controller(ObjId id, PlayerId p, bool take_zone = false);
  // Control as a layer (ruleset key control_char): every object whose
  // control characteristic names a player other than its controller passes
  // to that player, and one whose control effects have ended goes back to
  // the controller it has without them (Object::base_controller), taking
  // the zone with control_takes_zone. Each change raises the event
  // `control_changed` (subject the card, player its new controller, amount
  // the old one's player number as scripts count them) and runs the
  // ruleset's procedure control_changed(card, old, new) if it has one. It
  // runs by itself when a modifier of that characteristic is added, when a
  // duration ends and before the state checks; returns what changed.
  std::vector<ObjId> settle_control();
  void set_face_down(ObjId id, bool down);
  void reveal(ObjId id, uint8_t players_mask);
  void shuffle(ZoneId z);
  // Draws from the game's RNG: a change like any other (a condition or filter
  // may not draw: how often those run depends on caches a copy does not have).
  uint32_t random(uint32_t n) { touch(0); return s_.rng.below(n); }  // no binding reads the RNG
  void add_modifier(const Modifier& m);
  int32_t counters(ObjId id, StrId kind) const;
  void add_counters(ObjId id, StrId kind, int32_t n);  // floors at 0
  int32_t uses(int64_t key) const;
  void add_use(int64_t key);
  void end_duration(int duration);
  size_t end_effects_of(PlayerId p);  // ends the modifiers p controls; how many
  uint32_t push_link(Link link);
  void remove_link(size_t index);  // drops a waiting link unresolved (0 = the bottom)
  void set_link_var(size_t index, int var, int32_t value);  // a mark on a waiting link (0 = the bottom)
  void raise(const Event& ev);
  void pend_trigger(PendingTrigger t);
  void set_active(PlayerId p) { touch(kReadPlayers); s_.active = p; }
  void set_turn_order(std::span<const PlayerId> order);  // every player once; RuleError otherwise
  void push_sequence(int seq);
  void skip_to_step(int step_in_turn);  // the turn goes on from that step; nested sequences end
  void lose(PlayerId p, std::string_view why);
  void win(PlayerId p, std::string_view why);
  void draw_game(std::string_view why);
  void check_outcome();  // ends the game at once if a result is pending
  void log(std::string text, uint8_t visible = 0xFF);
  uint32_t now() { return ++s_.clock; }

  // For tests and tools: start the machine at a step of the turn sequence
  // (skipping setup), with the given active player and turn number.
  void start_at_step(int step_in_turn, PlayerId active, uint32_t turn);

  // Asks a question inside a procedure. Returns the chosen option's index,
  // either from the answers given so far (replay) or by suspending. With
  // may_yield (the binding asking can suspend its procedure in place, see
  // Scripts::run_resumable) a new question returns kYield instead of
  // throwing Suspend; the answer then reaches the procedure through
  // Scripts::resume.
  static constexpr uint32_t kYield = UINT32_MAX;
  uint32_t ask(Decision d, bool may_yield = false);
  // While the running procedure is replayed: its next recorded answer, which
  // ask() would return for a question of `options` options, without the
  // question being built (its labels cost the same again on every replay).
  std::optional<uint32_t> replayed_answer(size_t options, std::string_view what);
  // The script host parked the running procedure under `handle` at its
  // question: the answer resumes it there while this game has not changed.
  void park(uint64_t handle) {
    parked_.handle = handle;
    parked_.uid = uid_.v;
    parked_.changes = changes_;
  }
  // The script host's procedure was refused (reject()): told as a value by
  // a host that can (Scripts::run_resumable), as a RuleError otherwise. The
  // task that ran it settles it as it settles a thrown one.
  void refuse(std::string why) { refused_ = std::move(why); }
  // The running procedure goes on in fn(args) when it returns, from a
  // checkpoint: later answers replay only from there (ProcState::resumed).
  void checkpoint(FnId fn, Args args);
  uint8_t all_players_mask() const { return uint8_t((1u << s_.nplayers) - 1); }

 private:
  Game(const Library& lib) : lib_(&lib) {}
  void build_zone_index();
  void step_machine();
  void run_task(TaskKind kind, PlayerId actor, FnId fn, Args args, std::string label = {}, std::string public_label = {});
  void count_pass(PlayerId p, Stage next);
  void run_continuations();
  void execute_proc();
  void replay_proc();
  void resume_proc(uint64_t handle, uint32_t answer);
  template <class Body>
  void settle(const ProcState& proc, Body body);
  void perform(const ProcState& p);
  void finish_perform(const ProcState& p);
  void apply_concession();
  bool last_one_in(PlayerId p) const;  // everyone else in has conceded
  void perform_concession(const ProcState& t);
  void finish_task(TaskKind kind, PlayerId actor, int64_t value);
  void after_link(PlayerId by);
  void pre_priority();
  void offer_priority();
  // Declared action sources (core/offers.cpp).
  void declared_actions(PlayerId p, std::vector<Option>& out);
  uint64_t timings_now(PlayerId p) const;
  bool passes(ObjId card, const std::vector<CharTest>& tests) const;
  bool way_open(const ActionWay& w, ObjId card, uint64_t now) const;
  void step_end();
  void next_turn();
  void push_triggers(PlayerId p);
  Decision trigger_order_question(PlayerId p, const std::vector<size_t>& mine);
  // What making one option's label costs, in script budget units (about a
  // VM instruction's time each), where the engine charges it.
  static constexpr uint64_t kLabelWork = 16;
  void end_game(uint8_t winners, std::string reason, bool error = false);
  uint64_t note_loop_point();  // returns the state hash it took
  int64_t optional_loop_limit() const;
  static uint64_t option_key(const Option& o);
  bool bar_repeats(Decision& d, uint64_t state);
  void note_voluntary(uint64_t state, uint64_t key);
  const StepDef& current_step() const;
  Object* mut(ObjId id);
  void put_controller(Object& o, ObjId id, PlayerId p, bool take_zone);
  int settling_control_ = 0;  // settle_control is running (its procedure may add control effects)
  void collect_triggers(const Event& ev);
  void queue_trigger(PendingTrigger t);  // bounded (core/game.cpp)
  // The slots of the objects in every zone whose kind is in mask, zone by
  // zone: for (uint32_t slot : slots_in(mask)). Written out by hand because
  // clang 14 (the sanitizer build) cannot compile libstdc++ 12's views.
  class SlotsIn {
   public:
    struct End {};
    class Iter {
     public:
      Iter(const std::vector<Zone>& zones, uint32_t mask) : zones_(&zones), mask_(mask) { settle(); }
      uint32_t operator*() const { return (*zones_)[z_].slots[i_]; }
      Iter& operator++() { ++i_; settle(); return *this; }
      bool operator!=(End) const { return z_ < zones_->size(); }
     private:
      void settle() {  // on to a slot of a zone in the mask, or the end
        while (z_ < zones_->size() && (!(mask_ >> (*zones_)[z_].kind & 1) || i_ >= (*zones_)[z_].slots.size())) {
          ++z_;
          i_ = 0;
        }
      }
      const std::vector<Zone>* zones_;
      uint32_t mask_;
      size_t z_ = 0, i_ = 0;
    };
    SlotsIn(const std::vector<Zone>& zones, uint32_t mask) : zones_(zones), mask_(mask) {}
    Iter begin() const { return {zones_, mask_}; }
    End end() const { return {}; }
   private:
    const std::vector<Zone>& zones_;
    uint32_t mask_;
  };
  SlotsIn slots_in(uint32_t mask) const { return {s_.zones, mask}; }
  ZoneId apply_move_replacements(ObjId id, ZoneId to, uint32_t reason);
  void compute(ObjId id, const Object& o, CharSheet& out, int upto_layer) const;

  // Every change to the state goes through a primitive that calls touch():
  // it ends the current epoch, which invalidates cached characteristics.
  // Inside a read-only predicate (conditions, filters) changes are refused.
  void touch(uint64_t parts = kReadAll) const;
  // The versions of the readable parts (see read_stamp): never part of the state.
  void bump(uint64_t parts) const;
  void note_printed_read() const;  // what reading a printed characteristic reads (which effects are in reach)
  // The modifiers' shape (kReadModShape): the characteristics they change,
  // and whether any grants or removes abilities.
  struct ModShape {
    uint64_t chr = 0;
    bool grant = false, lose = false;
    bool operator==(const ModShape&) const = default;
  };
  ModShape mod_shape() const;
  // After a change to the modifiers that began with shape `before`: moves
  // kReadModShape if the shape is another now.
  void mods_reshaped(const ModShape& before) const;
  // Whether a modifier like m (the same characteristic, granting or
  // removing abilities if it does) is there already, so adding m keeps the
  // shape. Looked for from the newest: a flood of one kind finds it at once.
  bool has_mod_like(const Modifier& m) const;
  mutable std::array<uint32_t, 64> read_ver_{};
  mutable uint64_t read_ver_all_ = 0, read_ver_sum_ = 0;
  mutable uint64_t reads_ = 0;
  // A procedure's start; logging stays as the client set it. A change (a new
  // epoch and change count): no cache may serve a value of the state left.
  void go_back_to(const GameState& earlier);
  void changed(uint64_t parts = kReadAll) const {  // the machine's own changes (no read-only check)
    ++epoch_;
    ++changes_;
    bump(parts);
  }
  bool predicate(FnId fn, const Args& args) const;

  // Characteristics computed in the current epoch, by object id and layer
  // limit. Not part of the state: a copy starts with an empty cache.
  // Also the static abilities that can work this epoch and their conditions'
  // results: a condition does not depend on the object asking, so it runs once
  // per epoch, not once per object.
  struct StaticSource {
    uint32_t ability;
    ObjId source;
    uint32_t timestamp;
    int8_t condition = -1;  // -1 not evaluated yet, else its result
    uint64_t condition_parts = 0;  // what evaluating it read (Game::ReadWatch)
    bool granted = false;   // by a stored modifier, not printed on the source
  };
  struct CharCache {
    struct Kept {
      CharSheet sheet;
      uint64_t parts;  // what computing it read (Game::ReadWatch)
    };
    std::unordered_map<uint64_t, Kept> sheets;
    std::vector<StaticSource> sources;
    bool sources_ready = false;
    bool may_lose_abilities = false;  // some effect in reach removes abilities
    bool may_change_abilities = false;  // ... or removes or grants them (else every object has its printed ones)
    // The characteristics some stored modifier or static ability in reach
    // may change, a bit each (chr 63 and up share the last bit); every bit
    // while abilities may be granted or removed (granted ones change more).
    uint64_t may_change_chr = 0;
    uint64_t static_parts = 0;  // the readable parts (Game::read_stamp) the list of sources depends on
    uint64_t epoch = 0;
    // The sheets hold past the epoch (the next step) while the game has not
    // changed since changes and no computation of theirs read the clock.
    uint64_t changes = 0;
    bool read_clock = false;
    CharCache() = default;
    CharCache(const CharCache&) {}
    CharCache& operator=(const CharCache&) { clear(0); return *this; }
    void clear(uint64_t e) { sheets.clear(); sources.clear(); sources_ready = false; read_clock = false; epoch = e; }
  };
  void sync_char_cache() const;  // the cache, for this epoch
  std::vector<StaticSource>& static_sources() const;
  bool may_affect(const StaticSource& s, ObjId id, const Object& o) const;
  mutable CharCache cache_;
  struct Uid {  // a new value for every game object, copies included
    uint64_t v;
    Uid();
    Uid(const Uid&) : Uid() {}
    Uid& operator=(const Uid&) { v = Uid().v; return *this; }
    // A moved game is the same game (its caches and parked procedure still
    // hold); what is left behind is a new one.
    Uid(Uid&& o) noexcept : v(o.v) { o.v = Uid().v; }
    Uid& operator=(Uid&& o) noexcept { v = o.v; o.v = Uid().v; return *this; }
  };
  Uid uid_;
  mutable uint64_t epoch_ = 1;     // ends with every change, and with every step (the clock)
  mutable uint64_t changes_ = 0;   // counts changes only
  mutable uint64_t work_ = 0;      // see work()
  mutable uint64_t script_spent_ = 0;  // see script_spent()
  // State checks need not run again while nothing changes: (uid_, changes_)
  // when they last ran and changed nothing, if nothing computed in that epoch
  // read the clock (the step), so their result cannot depend on it.
  std::pair<uint64_t, uint64_t> checks_clean_{0, 0};
  // position_hash()'s running value after the players, the RNG, the objects
  // and the zones (most of its work), for (uid_, changes_): all of these
  // change only through touch() or changed(), and go_back_to() drops it.
  struct PositionPrefix {
    uint64_t uid = 0, changes = 0, h = 0;
  };
  mutable PositionPrefix position_prefix_;
  uint64_t checks_clean_print_ = 0;  // checks_fingerprint() then, with state_checks_read
  uint64_t checks_clean_reads_ = 0;  // what the checks read then (ReadWatch parts)
  // What the state checks read when they last ran and changed nothing
  // (ReadWatch parts, their stamp then, for uid_): while the stamp stays,
  // they would find nothing again.
  struct ChecksRead {
    uint64_t uid = 0, parts = 0, stamp = 0;
  };
  ChecksRead checks_read_;
  uint64_t checks_fingerprint(uint64_t reads) const;
  mutable uint64_t clock_read_epoch_ = 0;
  mutable int readonly_ = 0;

  const Library* lib_;
  Scripts* scripts_ = nullptr;
  GameState s_;
  std::vector<ZoneId> zone_index_;   // kind * kMaxPlayers + player -> ZoneId
  uint32_t cursor_ = 0;              // replay position inside the running procedure
  Link current_link_;                // the link being resolved
  // Set by checkpoint() while a procedure runs: the parts it goes on in, in
  // the order it called checkpoint.
  std::vector<ProcState::Part> scheduled_;
  // Parts run in a row without a question, and parts waiting at once: more
  // is a script error (a procedure checkpointing into itself forever, or
  // scheduling without end), not a hang or unbounded memory.
  static constexpr int kMaxCheckpoints = 10'000;
  mutable int layer_limit_ = 1 << 30;  // while evaluating a continuous effect
  struct LayerScope;                   // puts both back when a predicate ends (chars.cpp)
  mutable int dep_layer_ = -1;         // while evaluating a dependent effect: its layer's dependent effects are left out
  size_t answered_ = 0;
  size_t replays_ = 0;
  size_t chain_size_at_action_ = 0;
  bool seq_pushed_ = false;
  int64_t task_value_ = 0;
  // A procedure refused (refuse()), until its task settles it; an action's
  // refusal, once settled, until answer_unless_rejected returns it. Empty
  // between calls, so a copy has none.
  std::optional<std::string> refused_, rejected_;
  // The procedure parked at the pending question (Scripts::run_resumable):
  // its handle, and this game and its change count when it was parked. A
  // copy has none (its scripts' state is not the copy's), a moved game keeps
  // it; a change to the
  // game (a state restored, a concession) makes it stale, and the answer
  // replays the procedure as if nothing were parked.
  struct Parked {
    uint64_t handle = 0, uid = 0, changes = 0;
    Parked() = default;
    Parked(const Parked&) {}
    Parked& operator=(const Parked&) { handle = 0; return *this; }
    Parked(Parked&& o) noexcept : handle(o.handle), uid(o.uid), changes(o.changes) { o.handle = 0; }
    Parked& operator=(Parked&& o) noexcept {
      handle = o.handle, uid = o.uid, changes = o.changes;
      o.handle = 0;
      return *this;
    }
  };
  Parked parked_;
  // The results of declared actions' `can` tests (core/offers.cpp), each
  // with the parts of the state its test read (ReadWatch): a player offered
  // priority again (the next step, the chain's next link, after a change
  // the test did not read) gets the same answer without the script. A copy
  // starts empty.
  struct CanCache {
    struct Entry {
      const ActionWay* way;
      ObjId card;
      uint32_t ability;
      PlayerId player;
      bool result;
      uint64_t parts, stamp;
    };
    static constexpr size_t kMaxEntries = 1024;  // then it starts again (old cards' ids pile up)
    std::vector<Entry> entries;
    CanCache() = default;
    CanCache(const CanCache&) {}
    CanCache& operator=(const CanCache&) { entries.clear(); return *this; }
  };
  CanCache can_cache_;
  struct Passing {  // set_passing(): off in a copy
    bool on = false;
    PassingStop stop;
    Passing() = default;
    Passing(const Passing&) {}
    Passing& operator=(const Passing&) { on = false; return *this; }
  };
  Passing passing_;
  bool can_test(const ActionWay& w, ObjId card, uint32_t ability, PlayerId p, const Args& args);
  // Which call of the task a parked procedure is in: its result goes where
  // that call's would have.
  enum class CallSite : uint8_t { Main, Link, Part } call_site_ = CallSite::Main;
};

}  // namespace cardinal
