// The whole mutable state of one game, as a plain value: copy it to clone the
// game, hash it, serialise it. Lua holds no game state at all.
#pragma once
#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/rng.h"
#include "core/types.h"

namespace cardinal {

constexpr int kObjVars = 8;     // ruleset-declared per-object numbers (reset on zone change)
constexpr int kPlayerVars = 16; // ruleset-declared per-player numbers
constexpr int kLinkVars = 4;    // ruleset-declared marks on a chain link (HY-8.6: negated)

enum ObjFlag : uint8_t { kTapped = 1, kFaceDown = 2 };

struct Object {
  uint32_t card = 0;            // CardDef index
  uint16_t gen = 1;             // bumps on every zone change: a new object
  PlayerId owner = 0, controller = 0;
  ZoneId zone = kNoZone;
  uint8_t flags = 0;            // ObjFlag
  uint8_t known = 0;            // players who may see it though its zone hides it
  // While a control effect (the ruleset's control_char) gives it another
  // controller: the controller it has without them, to go back to when they
  // end; kNoPlayer otherwise (Game::settle_control).
  PlayerId base_controller = kNoPlayer;
  uint32_t timestamp = 0;       // when it entered its zone
  std::array<int32_t, kObjVars> vars{};
  bool tapped() const { return flags & kTapped; }
  bool face_down() const { return flags & kFaceDown; }
};

struct Zone {
  uint16_t kind = 0;
  PlayerId player = kNoPlayer;  // kNoPlayer for a shared zone
  std::vector<uint32_t> slots;  // object slots; back = top
};

// A modification of a characteristic made by a resolved effect ("target gets
// +1000 power until end of turn"). Static abilities are not stored: they are
// computed from the cards in play.
struct Modifier {
  ObjId target = kNoObj;
  ObjId source = kNoObj;
  uint16_t layer = 0;
  uint16_t chr = 0;
  ModOp op = ModOp::Add;
  uint8_t duration = 0;   // ruleset duration index; 0xFF = while the target exists
  PlayerId controller = kNoPlayer;  // who controls the effect (HY-1.6: it ends when they leave)
  int32_t value = 0;
  uint32_t timestamp = 0;
};

struct Event {
  StrId type = 0;
  ObjId subject = kNoObj;  // whose abilities may trigger (possibly a left-zone id: look-back)
  ObjId other = kNoObj;    // a second object (where the subject went, the attacker, ...)
  PlayerId player = kNoPlayer;
  int32_t amount = 0;
  uint32_t reason = 0;     // ruleset-defined bits
};

// Named markers on an object (removed with it when it changes zones).
struct Counter {
  ObjId obj = kNoObj;
  StrId kind = 0;
  int32_t n = 0;
};

// How often something keyed by the ruleset was used this turn
// ("once per turn" limits).
struct Usage {
  int64_t key = 0;
  int32_t n = 0;
};

struct Link {
  uint32_t id = 0;
  FnId fn = kNoFn;           // what resolving it does
  uint32_t ability = 0;      // AbilityDef index + 1, or 0 for a card use / rule link
  ObjId source = kNoObj;
  PlayerId controller = 0;
  int8_t speed = 0;
  std::vector<ObjId> targets;
  Args args;
  std::string label;
  std::array<int32_t, kLinkVars> vars{};
};

struct PendingTrigger {
  uint32_t ability = 0;
  ObjId source = kNoObj;
  PlayerId controller = 0;
  Event ev;
};

// The labels of one decision's options, in all: 100,000 options of 4 KB
// would be 400 MB kept with the question (a state the engine copies and
// snapshots). Past it, making the decision is a script error.
constexpr size_t kMaxLabelBytes = 1 << 20;

// One legal answer to a decision.
struct Option {
  enum class Kind : uint8_t { Pass, Action, Choice } kind = Kind::Choice;
  std::string label;
  // Action: what the other players read in the log when it is taken, where
  // the label names a card hidden from them ("Set a card"); empty: the label.
  std::string public_label;
  FnId fn = kNoFn;     // Action: the procedure to run
  Args args;           // Action: its arguments
  int64_t value = 0;   // Choice: the value returned to the asking procedure
  ObjId obj = kNoObj;  // the object the option is about, if any
  int8_t speed = 0;
};

struct Decision {
  PlayerId player = 0;
  std::string kind;    // "priority", "card", "yes_no", "option", "order", ...
  std::string prompt;
  std::vector<Option> options;
  // When some of the asking procedure's options were withheld (the optional
  // loop bar), the procedure's own index of each option offered; empty when
  // all are offered. Answers are recorded in the procedure's numbering so a
  // replay never depends on what was withheld.
  std::vector<uint32_t> origin;
  // A private question (BW-18.6): only its player sees that it is asked and
  // what; every other viewer sees {"kind": "private"}, not even who decides.
  bool secret = false;
  // A look-ahead's stop (Game::set_passing): a priority whose actions were
  // not listed. Only in an AI's own copy of a game, never answered, saved or
  // shown: answer() and snapshots refuse it.
  bool unlisted = false;
};

// A voluntary choice taken this turn, by the state it was taken in (the
// optional-loop bar: see Game::bar_repeats).
struct LoopMark {
  uint64_t state = 0;   // hash of the state the decision was offered in
  uint64_t option = 0;  // which option (Game::option_key)
  uint32_t times = 0;
};

// What the machine is doing. Every stage boundary is a point where the state
// is complete data; choices inside procedures are handled by replay (ProcState).
enum class Stage : uint8_t { Setup, StepBegin, PrePriority, Priority, Resolve, StepEnd, Over };

// Pass: a pass that says something (CW-6.7): its procedure runs, then it counts as a pass.
enum class TaskKind : uint8_t { Setup, StepBegin, StateChecks, PushTriggers, Action, Resolve, Concede, Pass };

// A procedure that stopped to ask a question. The state before it started is
// kept (immutable, shared by clones); on an answer the engine restores it and
// runs the procedure again, feeding it the answers so far. Scripts are
// deterministic functions of the state and the answers, so the replay reaches
// the same point: this is how a mid-effect choice survives clone and save,
// which a suspended Lua coroutine could not.
struct GameState;
struct ProcState {
  TaskKind task = TaskKind::Action;
  PlayerId actor = kNoPlayer;
  FnId fn = kNoFn;
  Args args;
  std::vector<uint32_t> answers;
  std::shared_ptr<const GameState> pre;
  // Action: the option's label. It is logged when the procedure runs, after
  // `pre` was taken, so an action that is rolled back (and with it anything it
  // revealed) leaves no line behind. The others read public_label if set.
  std::string label, public_label;
  // After a checkpoint (the procedure went on in another, `checkpoint`): what
  // was done and answered before it is kept, `pre` is the state at the
  // checkpoint, fn/args the procedure that goes on (run without the task's
  // prologue), `link` the link being resolved, and `origin` the state the task
  // began in (rollback and concessions return there). Later answers replay
  // from the checkpoint, so a task asking k questions in k checkpointed parts
  // costs k steps, not k(k+1)/2.
  bool resumed = false;
  // The parts scheduled and not yet begun, the next one last. A part's own
  // checkpoints go first, in the order it called them, so a settlement nested
  // in another (BW-7.4) runs its parts before the outer one goes on.
  struct Part {
    FnId fn = kNoFn;
    Args args;
  };
  std::vector<Part> pending;
  bool seq_pushed = false;  // a sequence was pushed (or a step skipped to) before the checkpoint
  Link link;
  std::shared_ptr<const GameState> origin;
  const std::shared_ptr<const GameState>& start() const { return origin ? origin : pre; }
  // The link this task is resolving, as perform() sets it when the task
  // replays: after a checkpoint the record's, else for a resolution the top
  // of the chain it began from; null if none (core/game.cpp).
  const Link* resolving() const;
};

struct LogEntry {
  uint8_t visible = 0xFF;  // bit mask of players who see it
  std::string text;
};

// The game log: copied with every state (a task's snapshot, a rollback, a
// clone), and up to 32 MB long. So it is kept in chunks of lines that copies
// share: copying a full log copies a few hundred pointers, not 32 MB, and an
// append copies at most one chunk, the last, when another state shares it.
// A chunk held by more than one log is never changed (copy on write).
class Log {
 public:
  static constexpr size_t kChunk = 1024;  // lines per chunk
  size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  const LogEntry& operator[](size_t i) const { return (*chunks_[i / kChunk])[i % kChunk]; }
  const LogEntry& back() const { return (*this)[size_ - 1]; }
  void push_back(LogEntry e) {
    if (chunks_.empty() || chunks_.back()->size() == kChunk) {
      chunks_.push_back(std::make_shared<std::vector<LogEntry>>());
      chunks_.back()->reserve(kChunk);
    } else if (chunks_.back().use_count() > 1) {
      auto mine = std::make_shared<std::vector<LogEntry>>(*chunks_.back());
      mine->reserve(kChunk);
      chunks_.back() = std::move(mine);
    }
    chunks_.back()->push_back(std::move(e));
    size_++;
  }
  void clear() {
    chunks_.clear();
    size_ = 0;
  }
  // Indexed iteration, for range-for.
  struct const_iterator {
    const Log* log;
    size_t i;
    const LogEntry& operator*() const { return (*log)[i]; }
    const LogEntry* operator->() const { return &(*log)[i]; }
    const_iterator& operator++() { ++i; return *this; }
    bool operator==(const const_iterator& o) const { return i == o.i; }
    bool operator!=(const const_iterator& o) const { return i != o.i; }
  };
  const_iterator begin() const { return {this, 0}; }
  const_iterator end() const { return {this, size_}; }

 private:
  std::vector<std::shared_ptr<std::vector<LogEntry>>> chunks_;
  size_t size_ = 0;
};

struct Result {
  bool over = false;
  uint8_t winners = 0;     // bit mask; 0 with over = a draw
  bool error = false;      // ended by a script error
  uint8_t drawn = 0;       // a draw: the players who drew (those still in; HY-1.7)
  std::string reason;
};

struct SeqPos {
  uint16_t seq = 0;
  uint16_t index = 0;
};

struct GameState {
  // players and turn
  uint8_t nplayers = 2;
  std::vector<PlayerId> order;  // turn order (seats): every player once; 0, 1, 2... unless a ruleset sets it
  PlayerId active = 0;
  uint32_t turn = 0;
  uint8_t lost = 0, won = 0;    // pending outcome bits
  // Players who conceded and whose concession the machine has yet to apply
  // (core/concede.cpp). Kept here, not in a task, so that undoing the task
  // under way cannot take a concession back.
  uint8_t conceding = 0;
  // Players the outcome check has already let go while the game went on
  // (multiplayer): a later draw is among the others only (HY-1.7).
  uint8_t out = 0;
  Rng rng;
  uint32_t clock = 0;           // timestamps
  uint32_t next_link = 1;

  // board
  std::vector<Object> objects;  // by slot; slot 0 unused (kNoObj)
  std::vector<Zone> zones;
  std::vector<Modifier> mods;
  std::vector<Link> chain;      // back = top
  std::vector<PendingTrigger> triggers;
  std::vector<std::pair<ObjId, Object>> lki;  // last-known objects, cleared each turn
  std::vector<Counter> counters;
  std::vector<Usage> used;      // cleared every turn
  std::vector<int32_t> game_vars;
  std::vector<std::array<int32_t, kPlayerVars>> player_vars;
  std::vector<int64_t> params;

  // machine
  Stage stage = Stage::Setup;
  std::vector<SeqPos> seqs;     // step sequences, innermost last
  PlayerId holder = kNoPlayer;  // who gets / has priority
  uint8_t passes = 0;           // consecutive passes
  bool resolving = false;       // in the middle of resolving a whole chain
  bool checks_done = false;
  bool step_triggered = false;
  std::optional<Decision> decision;
  std::optional<ProcState> proc;
  Result result;

  // not hashed
  std::vector<uint64_t> loop_seen;  // state hashes since the last voluntary choice
  std::vector<LoopMark> loop_marks; // voluntary choices this turn (only with optional_loop_limit)
  uint64_t offer_state = 0;         // hash of the state the pending decision was offered in
  bool logging = true;
  Log log;
  size_t log_bytes = 0;             // the log's text (capped: core/game.cpp, Game::log)
};

}  // namespace cardinal
