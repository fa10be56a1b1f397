// The resumable machine: stages, tasks, replay of suspended procedures,
// priority passing and chain resolution according to the ruleset's policy.
#include <fmt/format.h>

#include <algorithm>
#include <utility>

#include "core/game.h"

namespace cardinal {

const StepDef& Game::current_step() const {
  const SeqPos& pos = s_.seqs.back();
  return rules().steps[rules().sequences[pos.seq].steps[pos.index]];
}

void Game::advance() {
  if (!scripts_) throw RuleError("game is not bound to a script host");
  // Each iteration moves the machine by one stage; a loop guard turns an
  // engine bug into an error instead of a hang.
  size_t guard = 0;
  while (!s_.result.over && !s_.decision) {
    step_machine();
    if (++guard > 10'000'000) {
      end_game(0, "engine made no progress (internal error)", true);
    }
  }
}

void Game::step_machine() {
  if (s_.conceding) {  // before anything else, wherever the machine stands
    apply_concession();
    return;
  }
  switch (s_.stage) {
    case Stage::Setup:
      run_task(TaskKind::Setup, kNoPlayer, rules().hooks.setup, {});
      return;
    case Stage::StepBegin: {
      s_.checks_done = false;
      s_.step_triggered = false;
      s_.passes = 0;
      s_.holder = kNoPlayer;
      seq_pushed_ = false;
      const StepDef& st = current_step();
      if (st.begin != kNoFn) {
        run_task(TaskKind::StepBegin, kNoPlayer, st.begin, {});
      } else {
        finish_task(TaskKind::StepBegin, kNoPlayer, 0);
      }
      return;
    }
    case Stage::PrePriority:
      pre_priority();
      return;
    case Stage::Priority:
      offer_priority();
      return;
    case Stage::Resolve:
      run_task(TaskKind::Resolve, kNoPlayer, kNoFn, {});
      return;
    case Stage::StepEnd:
      step_end();
      return;
    case Stage::Over:
      return;
  }
}

// Before a player receives priority: state checks until nothing changes, then
// pending triggers onto the chain in the policy's player order, repeated.
void Game::pre_priority() {
  const StepDef& st = current_step();
  if (!s_.checks_done) {
    FnId checks = rules().hooks.state_checks;
    // Nothing changed since they last ran clean (and nothing they computed
    // read the step), or nothing they read (state_checks_read): they would
    // find nothing again. Some steps have none.
    bool clean = checks_clean_ == std::pair{uid_.v, changes_} ||
                 (checks_read_.uid == uid_.v && read_stamp(checks_read_.parts) == checks_read_.stamp) ||
                 (rules().checks_read.declared && checks_clean_.first == uid_.v &&
                  checks_fingerprint(checks_clean_reads_) == checks_clean_print_);
    // Control as a layer settles there too (settle_control), with or
    // without the ruleset's checks.
    bool control = rules().control_char >= 0;
    if ((checks == kNoFn && !control) || clean || !st.state_checks) {
      s_.checks_done = true;
    } else {
      reads_ = 0;  // what they read, for finish_task (nothing watches the machine itself)
      run_task(TaskKind::StateChecks, kNoPlayer, checks, {});
      return;
    }
  }
  // Steps without priority leave their triggers for the next step.
  if (st.priority == StepDef::Priority::Never && s_.chain.empty() && !s_.resolving) {
    s_.stage = Stage::StepEnd;
    return;
  }
  bool hold = s_.resolving && rules().policy.triggers_in_resolution ==
                                  ChainPolicy::TriggersInResolution::AfterChain;
  if (!s_.triggers.empty() && !hold && !st.hold_triggers) {
    s_.step_triggered = true;
    // Players still in the game, in turn order from the active player (or the
    // next remaining one); ActiveLast reverses it so the active player's
    // triggers end on top. The triggers of players out of the game are dropped.
    std::vector<PlayerId> seats;
    const PlayerId first = first_seat();
    PlayerId p = first;
    do {
      if (in_game(p)) seats.push_back(p);
      p = next_player(p);
    } while (p != first);
    if (rules().policy.trigger_order == ChainPolicy::TriggerOrder::ActiveLast)
      std::reverse(seats.begin(), seats.end());
    for (PlayerId q : seats) {
      bool has = std::any_of(s_.triggers.begin(), s_.triggers.end(),
                             [&](const PendingTrigger& t) { return t.controller == q; });
      if (has) {
        run_task(TaskKind::PushTriggers, q, kNoFn, {});
        return;
      }
    }
    s_.triggers.clear();  // triggers of players no longer in the game
    return;
  }
  if (s_.resolving) {
    s_.stage = Stage::Resolve;
    return;
  }
  bool give = st.priority == StepDef::Priority::Always ||
              (st.priority == StepDef::Priority::IfTriggered && (s_.step_triggered || !s_.chain.empty()));
  if (!give) {
    s_.stage = Stage::StepEnd;
    return;
  }
  // No one out of the game is offered priority, not even the active player
  // (HY-1.6, BW-15.8): the next remaining player in seat order receives it,
  // and the turn goes on until the ruleset ends it or everyone passes.
  if (s_.holder == kNoPlayer || !in_game(s_.holder))
    s_.holder = first_seat();
  s_.stage = Stage::Priority;
}

// A loop nobody can stop is a draw (ZD-11.14, FF-13): the state hash at
// every priority offer and after every resolved link is remembered until a
// player makes a voluntary choice (two or more options, not a pass). A hash
// seen twice in that window means the game repeats by itself. A cap on the
// number of such points (the ruleset's loop_cap parameter, if it has one)
// is the backstop.
uint64_t Game::note_loop_point() {
  uint64_t h = position_hash();
  auto& seen = s_.loop_seen;
  if (std::find(seen.begin(), seen.end(), h) != seen.end()) {
    log("The game state repeats with no player able to stop it");
    end_game(0, "an unbreakable loop: the game is a draw");
    return h;
  }
  seen.push_back(h);
  int cap_at = rules().hooks.loop_cap;
  size_t cap = cap_at < 0 ? 10000 : size_t(s_.params[cap_at]);
  if (seen.size() > cap) {
    log("No voluntary choice for too long: treated as an unbreakable loop");
    end_game(0, "an unbreakable loop (loop cap reached): the game is a draw");
  }
  return h;
}

// The optional-loop bar (ZD-11.14.3, FF-13.2/13.3): a loop that a player
// keeps going by choice is theirs to stop. With the ruleset parameter
// optional_loop_limit = N, every voluntary choice is recorded this turn with
// the hash of the state it was offered in; an option already taken N times
// from the very same state is withheld, so the loop runs at most N times and
// the player must then choose something else. (The same state means the same
// board, hands, decks, random state and machine position: repeating a choice
// there can only repeat what followed it.) Pass is never withheld. The record
// stays out of hash(), or the state could never be seen to recur.
int64_t Game::optional_loop_limit() const {
  int at = rules().hooks.optional_loop_limit;
  return at < 0 ? 0 : s_.params[at];
}

// Withholds from d the options taken `limit` times from `state` this turn and
// notes in d.origin where the offered ones stand among the asked ones. Returns
// false when nothing would be left: every choice there repeats a loop.
bool Game::bar_repeats(Decision& d, uint64_t state) {
  int64_t limit = optional_loop_limit();
  if (limit <= 0) return true;
  const auto& marks = s_.loop_marks;
  if (std::none_of(marks.begin(), marks.end(), [&](const LoopMark& m) { return m.state == state; })) return true;
  auto barred = [&](const Option& o) {
    if (o.kind == Option::Kind::Pass) return false;
    uint64_t k = option_key(o);
    for (const LoopMark& m : marks)
      if (m.state == state && m.option == k) return m.times >= uint64_t(limit);
    return false;
  };
  std::vector<Option> kept;
  std::vector<uint32_t> origin;
  for (uint32_t i = 0; i < d.options.size(); i++) {
    if (barred(d.options[i])) {
      // Only the deciding player saw the option, so only they read why it went.
      log(fmt::format("P{} may not choose \"{}\" again: taken {} times from this same state this turn (a loop)",
                      d.player + 1, d.options[i].label, limit),
          uint8_t(1u << d.player));
      continue;
    }
    kept.push_back(std::move(d.options[i]));
    origin.push_back(d.origin.empty() ? i : d.origin[i]);
  }
  if (kept.empty()) return false;
  if (kept.size() < d.options.size()) d.origin = std::move(origin);
  d.options = std::move(kept);
  return true;
}

void Game::note_voluntary(uint64_t state, uint64_t key) {
  if (optional_loop_limit() <= 0) return;
  for (LoopMark& m : s_.loop_marks)
    if (m.state == state && m.option == key) { m.times++; return; }
  s_.loop_marks.push_back(LoopMark{state, key, 1});
}

void Game::offer_priority() {
  uint64_t state = note_loop_point();
  if (s_.result.over) return;
  Decision d;
  d.player = s_.holder;
  d.kind = "priority";
  d.prompt = "Take an action or pass";
  Option pass;
  pass.kind = Option::Kind::Pass;
  pass.label = "Pass";
  d.options.push_back(pass);
  FnId actions = rules().hooks.actions;
  FnId may_pass = rules().hooks.may_pass;
  // The ruleset's may_pass(holder); nothing once a fault in it has ended the game.
  auto pass_allowed = [&]() -> std::optional<bool> {
    try {
      return predicate(may_pass, {Arg::player(s_.holder)});
    } catch (const ScriptError& e) {
      end_game(0, e.what(), true);
    } catch (const RuleError& e) {
      end_game(0, fmt::format("may_pass(): {}", e.what()), true);
    }
    return std::nullopt;
  };
  bool pass_only = false;
  if (passing_.on) {
    // Look-ahead that will pass (set_passing): at its stop nothing is
    // listed; elsewhere only the pass, if the ruleset could not withhold it
    // (may_pass asked first: where it does, the decision is listed in full).
    const PassingStop& stop = passing_.stop;
    d.unlisted = s_.chain.empty() && s_.seqs.size() <= stop.depth &&
                 (stop.player == kNoPlayer || stop.player == s_.holder);
    pass_only = d.unlisted || may_pass == kNoFn;
    if (!pass_only) {
      std::optional<bool> allowed = pass_allowed();
      if (!allowed) return;
      pass_only = *allowed;
    }
  }
  if (!pass_only && (actions != kNoFn || rules().declares_actions)) {
    std::vector<Option> opts;
    try {
      if (rules().declares_actions) declared_actions(s_.holder, opts);
      else scripts_->actions(*this, actions, s_.holder, opts);
    } catch (const ScriptError& e) {
      end_game(0, e.what(), true);
      return;
    } catch (const RuleError& e) {  // reject() while listing actions: nothing to roll back, a ruleset fault
      end_game(0, fmt::format("actions(): {}", e.what()), true);
      return;
    }
    int8_t top_speed = s_.chain.empty() ? INT8_MIN : s_.chain.back().speed;
    for (Option& o : opts) {
      // A pass that says something (CW-6.7) is a pass: no speed bars it.
      bool pass_with = o.kind == Option::Kind::Pass;
      if (!pass_with && rules().policy.speeds == ChainPolicy::Speeds::AtLeastTop && o.speed < top_speed) continue;
      if (!pass_with) o.kind = Option::Kind::Action;
      d.options.push_back(std::move(o));
    }
  }
  bar_repeats(d, state);  // Pass stays, so something is always left
  d.origin.clear();        // priority answers carry their option, not an index
  s_.offer_state = state;
  // A ruleset may withhold the pass while there is something else to do
  // (`may_pass(player)` false), e.g. an attack a rule forces. (Passing, it
  // was asked above, and said false.)
  if (!pass_only && may_pass != kNoFn && d.options.size() > 1) {
    std::optional<bool> allowed = passing_.on ? std::optional<bool>(false) : pass_allowed();
    if (!allowed) return;
    if (!*allowed) d.options.erase(d.options.begin());
  }
  s_.decision = std::move(d);
}

void Game::answer(uint32_t option) {
  if (std::optional<std::string> why = answer_unless_rejected(option)) throw ActionRejected(std::move(*why));
}

std::optional<std::string> Game::answer_unless_rejected(uint32_t option) {
  if (s_.result.over) throw RuleError("the game is over");
  if (!s_.decision) throw RuleError("no decision is pending");
  if (s_.decision->unlisted) throw RuleError("a look-ahead's stop cannot be answered: its actions were not listed");
  if (option >= s_.decision->options.size())
    throw RuleError(fmt::format("option {} is out of range: the decision has {} options", option,
                                s_.decision->options.size()));
  answered_++;
  const Option& o = s_.decision->options[option];
  bool voluntary = s_.decision->options.size() > 1 && o.kind != Option::Kind::Pass;
  if (s_.proc) {
    if (voluntary) {
      s_.loop_seen.clear();
      note_voluntary(s_.offer_state, option_key(o));
    }
    // A question inside a procedure, answered in the procedure's own
    // numbering. The answer is recorded either way: a copy of the game, a
    // snapshot or a replay reaches the same point by replaying the record.
    const auto& origin = s_.decision->origin;
    uint32_t a = origin.empty() ? option : origin[option];
    s_.proc->answers.push_back(a);
    uint64_t parked = parked_.handle;
    bool live = parked && parked_.uid == uid_.v && parked_.changes == changes_;
    parked_.handle = 0;
    // The answer changes no readable part (only the record and the
    // decision), so what was computed from the board holds: a replay
    // (go_back_to) ends everything anyway.
    if (live) {  // the procedure waits at its question: it goes on from there
      cursor_++;
      s_.decision.reset();
      resume_proc(parked, a);
    } else {
      replay_proc();
    }
    return std::exchange(rejected_, std::nullopt);
  }
  // A priority decision.
  PlayerId p = s_.decision->player;
  if (o.kind == Option::Kind::Pass && o.fn == kNoFn) {
    s_.decision.reset();
    count_pass(p, Stage::Priority);
    return std::nullopt;
  }
  if (o.kind == Option::Kind::Pass) {  // a pass that says something: its procedure, then the pass
    run_task(TaskKind::Pass, p, o.fn, o.args, o.label, o.public_label);
    return std::exchange(rejected_, std::nullopt);
  }
  uint64_t at = s_.offer_state, key = option_key(o);
  run_task(TaskKind::Action, p, o.fn, o.args, o.label, o.public_label);
  if (rejected_) return std::exchange(rejected_, std::nullopt);  // rolled back: it leaves no record
  if (voluntary) {
    s_.loop_seen.clear();
    note_voluntary(at, key);
  }
  return std::nullopt;
}

// Player p passed. When everyone still in has passed in succession (or the
// step ends on a pass with the chain empty), the step ends or the chain
// resolves; otherwise the next player receives priority, at stage `next`.
void Game::count_pass(PlayerId p, Stage next) {
  s_.passes++;
  int alive = 0;
  for (int i = 0; i < s_.nplayers; i++) alive += in_game(PlayerId(i));
  if (s_.passes >= alive || (s_.chain.empty() && current_step().ends_on_pass)) {
    s_.passes = 0;
    if (s_.chain.empty()) {
      s_.stage = Stage::StepEnd;
    } else {
      s_.resolving = rules().policy.resolution == ChainPolicy::Resolution::WholeChain;
      s_.stage = Stage::Resolve;
    }
  } else {
    s_.holder = next_player(p);
    s_.stage = next;
  }
}

namespace {
// The snapshot a task takes of the whole state before it runs (ProcState::
// pre): most tasks end without a question and drop it at once, so the next
// one takes its copy into the same storage (assigning a state into one that
// held another keeps the vectors' capacity: no allocation for most of
// them), while no one else holds it: a copy of the game, a pending
// question or a checkpoint keeps theirs, and a new one is made. One per
// thread; never changed while shared, so it is a value as before.
std::shared_ptr<const GameState> snapshot_of(const GameState& s) {
  thread_local std::shared_ptr<GameState> spare;
  if (spare && spare.use_count() == 1) {
    *spare = s;
    return spare;
  }
  spare = std::make_shared<GameState>(s);
  return spare;
}
}  // namespace

void Game::run_task(TaskKind kind, PlayerId actor, FnId fn, Args args, std::string label, std::string public_label) {
  parked_.handle = 0;  // a new task (a concession's, say) abandons a parked one
  std::shared_ptr<const GameState> pre = snapshot_of(s_);
  ProcState proc;
  proc.task = kind;
  proc.actor = actor;
  proc.fn = fn;
  proc.args = std::move(args);
  proc.label = std::move(label);
  proc.public_label = std::move(public_label);
  proc.pre = std::move(pre);
  s_.proc = std::move(proc);
  execute_proc();
}

// Goes back to an earlier state of this game (where a procedure began).
// Logging is the client's switch, not the game's: turned off since (a greedy
// AI's trial copies do), it stays off.
void Game::go_back_to(const GameState& earlier) {
  changed();
  parked_.handle = 0;  // what was parked belongs to the state left
  position_prefix_ = {};  // the state it hashed is gone
  bool logging = s_.logging;
  s_ = earlier;
  if (!logging) set_logging(false);
}

// Replays the procedure in s_.proc from its start with the answers it has
// (the last one new). The loop records are the machine's, not the
// procedure's: they survive the replay.
void Game::replay_proc() {
  replays_++;
  ProcState proc = *s_.proc;
  auto seen = std::move(s_.loop_seen);
  auto marks = std::move(s_.loop_marks);
  go_back_to(*proc.pre);
  s_.loop_seen = std::move(seen);
  s_.loop_marks = std::move(marks);
  s_.proc = std::move(proc);
  execute_proc();
}

// Runs (or re-runs) the procedure in s_.proc from the state it started in.
void Game::execute_proc() {
  cursor_ = 0;
  seq_pushed_ = s_.proc->seq_pushed;  // false unless pushed before a checkpoint
  s_.decision.reset();
  ProcState proc = *s_.proc;
  settle(proc, [&] {
    perform(proc);
    return true;
  });
}

// Goes on with the procedure parked at its question, which was answered
// `answer`: the call it was in returns, and the task goes on from there as
// perform() would have. Play is the same as a replay's, by construction: the
// procedure sees the same state and the same answers, only once.
void Game::resume_proc(uint64_t handle, uint32_t answer) {
  ProcState proc = *s_.proc;
  bool found = true;  // resume() says false before it does anything; else it returns or throws
  settle(proc, [&] {
    int64_t value = 0;
    if (!scripts_->resume(*this, handle, answer, value)) {
      found = false;
      return false;
    }
    if (parked_.handle || refused_) return true;  // parked again, at its next question; or refused
    if (call_site_ != CallSite::Link) task_value_ = value;
    finish_perform(proc);
    return true;
  });
  if (!found) replay_proc();  // the host no longer holds it
}

// Runs body (the task, or the rest of it) and settles how it ended: a
// question (the record stays), the game's end, a rule error (an action rolls
// back), a script error; or the task's end. A body that returns false did
// nothing (resume_proc found nothing parked).
// A procedure that waits at a question was parked (Game::park: parked_.handle
// is set, which nothing else sets while a task runs, run_task and answer()
// clear it first) and its caller returned at once; or a question unwound it
// (Suspend). The record stays either way.
template <class Body>
void Game::settle(const ProcState& proc, Body body) {
  try {
    if (!body()) return;
    if (parked_.handle) return;  // s_.decision is set; s_.proc keeps the replay record
  } catch (const Suspend&) {
    return;  // s_.decision is set; s_.proc keeps the replay record (current_link_ is its link)
  } catch (const GameEnded&) {
    s_.proc.reset();
    s_.decision.reset();
    current_link_ = Link{};
    bump(kReadChain);
    return;
  } catch (const RuleError& e) {
    refused_ = e.what();  // settled below, as a refusal the host told (refuse())
  } catch (const ScriptError& e) {
    s_.proc.reset();
    s_.decision.reset();
    current_link_ = Link{};
    bump(kReadChain);
    end_game(0, e.what(), true);
    return;
  }
  if (refused_) {
    std::string why = std::move(*refused_);
    refused_.reset();
    current_link_ = Link{};
    bump(kReadChain);
    if (proc.task == TaskKind::Action || proc.task == TaskKind::Pass) {
      // The action cannot be completed: restore exactly the prior state (from
      // before any checkpoint). answer() tells its caller.
      changed();
      std::shared_ptr<const GameState> start = s_.proc ? s_.proc->start() : proc.start();
      go_back_to(*start);
      rejected_ = std::move(why);
      return;
    }
    s_.proc.reset();
    s_.decision.reset();
    end_game(0, fmt::format("rule error in {}: {}", int(proc.task), why), true);
    return;
  }
  chain_size_at_action_ = s_.proc->start()->chain.size();
  s_.proc.reset();
  current_link_ = Link{};
  bump(kReadChain);
  finish_task(proc.task, proc.actor, task_value_);
}

void Game::perform(const ProcState& p) {
  task_value_ = 0;
  scheduled_.clear();
  // Only a resolution has a link: a task begun while another was suspended
  // resolving one (a concession) must not see it, nor record it at a
  // checkpoint (a restored game would not have it).
  current_link_ = Link{};
  bump(kReadChain);
  call_site_ = CallSite::Main;
  if (p.resumed) {
    // Going on after a checkpoint: the task's prologue (its log line, taking
    // the link off the chain) was done before it.
    current_link_ = p.link;
    bump(kReadChain);
    task_value_ = scripts_->run_resumable(*this, p.fn, p.args);
    if (parked_.handle || refused_) return;  // at a question: the answer resumes it
  } else {
    switch (p.task) {
      case TaskKind::Setup:
      case TaskKind::StepBegin:
      case TaskKind::StateChecks:
      case TaskKind::Action:
      case TaskKind::Pass:
        if ((p.task == TaskKind::Action || p.task == TaskKind::Pass) && !p.label.empty() &&
            !rules().logs_itself(p.fn)) {
          uint8_t me = uint8_t(1u << p.actor);
          if (p.public_label.empty()) {
            log(fmt::format("P{}: {}", p.actor + 1, p.label));
          } else {  // the actor reads what they did, the others what they may know
            log(fmt::format("P{}: {}", p.actor + 1, p.label), me);
            log(fmt::format("P{}: {}", p.actor + 1, p.public_label), uint8_t(all_players_mask() & ~me));
          }
        }
        // A continuous control effect may have begun or ended with any
        // change: the controllers settle before the rule checks read them
        // (and the checks run again after a change).
        if (p.task == TaskKind::StateChecks && !settle_control().empty()) {
          task_value_ = 1;
          break;
        }
        if (p.fn != kNoFn) task_value_ = scripts_->run_resumable(*this, p.fn, p.args);
        if (parked_.handle || refused_) return;
        break;
      case TaskKind::PushTriggers:
        push_triggers(p.actor);
        break;
      case TaskKind::Concede:
        perform_concession(p);  // the leaving player's loss comes after any checkpointed parts
        break;
      case TaskKind::Resolve:
        if (s_.chain.empty()) return;
        current_link_ = s_.chain.back();
        s_.chain.pop_back();
        changed(kReadChain);
        call_site_ = CallSite::Link;  // its value is not the task's
        if (current_link_.fn != kNoFn) scripts_->run_resumable(*this, current_link_.fn, current_link_.args);
        if (parked_.handle || refused_) return;
        break;
    }
  }
  finish_perform(p);
}

// What a task does after its procedure returns (at once, or when a parked
// procedure finishes: resume_proc): the parts it checkpointed into, then
// the outcome.
void Game::finish_perform(const ProcState& p) {
  run_continuations();
  if (parked_.handle || refused_) return;  // a part waits at a question, or was refused
  if (p.task == TaskKind::Concede) lose(p.actor, "conceded");
  if (p.task == TaskKind::Pass && s_.chain.size() > s_.proc->start()->chain.size())
    throw ScriptError(fmt::format("{}: a pass (\"{}\") added a chain link", lib_->fn_names[p.fn], p.label));
  check_outcome();
}

// A procedure that called `checkpoint(fn, args)` goes on in fn(args). What it
// did and the answers it was given are committed first: the procedure record
// restarts at the state reached, so answers to later questions replay only
// from here. The parts a part schedules run next, in the order it scheduled
// them, and then those scheduled before it (ProcState::pending: a stack).
// Bounded, so a procedure that checkpoints into itself forever, or schedules
// without end, is an error, not a hang.
void Game::run_continuations() {
  for (int n = 0;; n++) {
    ProcState& pr = *s_.proc;
    for (auto it = scheduled_.rbegin(); it != scheduled_.rend(); ++it) pr.pending.push_back(std::move(*it));
    scheduled_.clear();
    if (pr.pending.empty()) return;
    if (n >= kMaxCheckpoints)
      throw ScriptError(fmt::format("{}: more than {} checkpoints in a row without a question",
                                    lib_->fn_names[pr.pending.back().fn], kMaxCheckpoints));
    ProcState::Part next = std::move(pr.pending.back());
    pr.pending.pop_back();
    if (!pr.origin) pr.origin = pr.pre;
    auto at = std::make_shared<GameState>(s_);
    at->proc.reset();
    at->decision.reset();
    pr.pre = std::move(at);
    pr.fn = next.fn;
    pr.args = next.args;
    pr.answers.clear();
    pr.resumed = true;
    pr.seq_pushed = seq_pushed_;
    pr.link = current_link_;
    cursor_ = 0;
    call_site_ = CallSite::Part;
    task_value_ = scripts_->run_resumable(*this, next.fn, next.args);
    if (parked_.handle || refused_) return;
  }
}

// checkpoint(): called by the running procedure; takes effect when it returns.
void Game::checkpoint(FnId fn, Args args) {
  if (!s_.proc) throw ScriptError("checkpoint() can only be used inside a procedure (an action, a resolution, a step)");
  if (readonly_) throw ScriptError("a condition or filter called checkpoint() (they must only read the game)");
  if (scheduled_.size() + s_.proc->pending.size() >= size_t(kMaxCheckpoints))
    throw ScriptError(fmt::format("{}: more than {} parts scheduled at once", lib_->fn_names[fn], kMaxCheckpoints));
  scheduled_.push_back({fn, std::move(args)});
}

void Game::finish_task(TaskKind kind, PlayerId actor, int64_t value) {
  if (s_.result.over) {
    s_.stage = Stage::Over;
    return;
  }
  const ChainPolicy& pol = rules().policy;
  if (kind != TaskKind::Setup && seq_pushed_) {
    // A sequence was pushed, or the turn skipped to a step: begin that step.
    s_.passes = 0;
    s_.checks_done = false;
    s_.stage = Stage::StepBegin;
    return;
  }
  switch (kind) {
    case TaskKind::Setup:
      next_turn();
      return;
    case TaskKind::StepBegin:
      s_.stage = Stage::PrePriority;
      return;
    case TaskKind::StateChecks:
      s_.checks_done = value == 0;  // changed something: run them again
      if (value == 0 && clock_read_epoch_ != epoch_) {
        checks_clean_ = {uid_.v, changes_};
        if (rules().checks_read.declared) {
          checks_clean_reads_ = reads_;
          checks_clean_print_ = checks_fingerprint(reads_);
        }
      }
      if (value == 0) checks_read_ = {uid_.v, reads_, read_stamp(reads_)};
      s_.stage = Stage::PrePriority;
      return;
    case TaskKind::PushTriggers:
      s_.checks_done = false;
      s_.stage = Stage::PrePriority;
      if (pol.after_triggers == ChainPolicy::AfterTriggers::AsLink && s_.chain.size() > chain_size_at_action_)
        after_link(s_.chain.back().controller);
      return;
    case TaskKind::Action: {
      s_.passes = 0;
      s_.checks_done = false;
      s_.stage = Stage::PrePriority;
      if (s_.chain.size() > chain_size_at_action_)
        after_link(actor);
      else
        s_.holder = pol.after_special == ChainPolicy::AfterSpecial::ActivePlayer ? s_.active : actor;
      return;
    }
    case TaskKind::Pass:
      // Its procedure may have changed the state: the next player's priority
      // comes after fresh state checks.
      s_.checks_done = false;
      count_pass(actor, Stage::PrePriority);
      return;
    case TaskKind::Concede:
      // The machine goes on from where the concession found it; a priority
      // round there starts with fresh state checks (the ruleset may have
      // moved the player's cards).
      if (s_.stage == Stage::PrePriority) s_.checks_done = false;
      return;
    case TaskKind::Resolve:
      note_loop_point();
      if (s_.result.over) return;
      s_.checks_done = false;
      if (s_.chain.empty()) {
        s_.resolving = false;
        s_.holder = s_.active;
      } else if (pol.resolution == ChainPolicy::Resolution::TopOnly) {
        s_.resolving = false;
        s_.holder = s_.active;
      } else {
        s_.resolving = true;
      }
      s_.stage = Stage::PrePriority;
      return;
  }
}

// Priority after player `by` added a link, as the policy's after_link says;
// resolve_now resolves it at once instead, with no priority round.
void Game::after_link(PlayerId by) {
  switch (rules().policy.after_link) {
    case ChainPolicy::AfterLink::ActivePlayer: s_.holder = s_.active; return;
    case ChainPolicy::AfterLink::SamePlayer: s_.holder = by; return;
    case ChainPolicy::AfterLink::NextPlayer: s_.holder = next_player(by); return;
    case ChainPolicy::AfterLink::ResolveNow:
      s_.resolving = true;
      s_.stage = Stage::Resolve;
      return;
  }
}

// Characteristics may depend on the step and the turn (conditions such as
// "during your turn"), so the machine ends the epoch when those change.
void Game::step_end() {
  ++epoch_;
  bump(kReadClock);
  s_.holder = kNoPlayer;
  s_.passes = 0;
  const StepDef& st = current_step();
  if (st.repeat_if_triggered && s_.step_triggered) {
    s_.stage = Stage::StepBegin;
    return;
  }
  SeqPos& top = s_.seqs.back();
  top.index++;
  if (top.index < rules().sequences[top.seq].steps.size()) {
    s_.stage = Stage::StepBegin;
    return;
  }
  s_.seqs.pop_back();
  if (s_.seqs.empty()) {
    next_turn();
    return;
  }
  // Back in the enclosing step (e.g. the main phase after a battle): no begin
  // actions again, straight to its priority window.
  s_.checks_done = false;
  s_.holder = s_.active;
  s_.stage = Stage::PrePriority;
}

void Game::next_turn() {
  // The read parts a new turn moves (below): whose turn it is, the step, the
  // uses, and the modifiers and last-known objects it drops.
  uint64_t parts = kReadPlayers | kReadClock | kReadUses;
  if (s_.turn > 0) {
    PlayerId p = next_player(s_.active);
    s_.active = p;
  }
  s_.turn++;
  // Emptied with its capacity: a live game kept the largest turn's (about
  // 4 KiB of Zero-Dimension's 14 KiB per game), though it holds one turn's.
  // A read of a gone object (its last-known state) notes every zone's part
  // (card_parts), so moving one zone's part moves what read one.
  if (!s_.lki.empty()) parts |= zone_part(0);
  decltype(s_.lki)().swap(s_.lki);  // (clear() and "= {}" keep the capacity)
  s_.loop_marks.clear();  // the optional-loop bar counts within a turn
  // Modifiers of objects that have left their zones served look-back only.
  ModShape shape = mod_shape();
  if (std::erase_if(s_.mods, [&](const Modifier& m) { return !obj(m.target); }))
    parts |= kReadMods | (mod_shape() != shape ? kReadModShape : 0);
  s_.used.clear();
  changed(parts);
  s_.seqs.assign(1, SeqPos{0, 0});
  s_.stage = Stage::StepBegin;
  log(fmt::format("--- Turn {} (P{}) ---", s_.turn, s_.active + 1));
}

void Game::start_at_step(int step_in_turn, PlayerId active, uint32_t turn) {
  touch();
  s_.active = active;
  s_.turn = turn;
  s_.seqs.assign(1, SeqPos{0, uint16_t(step_in_turn)});
  s_.stage = Stage::StepBegin;
  s_.decision.reset();
  s_.proc.reset();
}

void Game::push_sequence(int seq) {
  touch(kReadClock);  // the step: nothing else a script reads moves
  if (s_.seqs.size() >= 64) throw ScriptError("push_sequence: more than 64 step sequences inside one another (pushed in a loop?)");
  s_.seqs.push_back(SeqPos{uint16_t(seq), 0});
  seq_pushed_ = true;
}

// "End the turn" and the like: the turn sequence goes on from one of its
// steps, begun afresh once the current task finishes; sequences pushed inside
// it (a battle) end. What was on the chain is the ruleset's to clear first.
void Game::skip_to_step(int step_in_turn) {
  touch();
  if (step_in_turn < 0 || size_t(step_in_turn) >= rules().sequences[0].steps.size())
    throw ScriptError(fmt::format("skip_to_step: the turn has no step {}", step_in_turn));
  s_.seqs.assign(1, SeqPos{0, uint16_t(step_in_turn)});
  s_.resolving = false;
  s_.passes = 0;
  seq_pushed_ = true;
}

// Puts one player's pending triggers on the chain, in the order they choose.
// The ruleset's put_trigger procedure (if any) handles optional triggers,
// costs and targets; otherwise the trigger's effect becomes a link.
//
// Each answer replays this task from its start, every earlier pick again, so
// N triggers cost about N^3/3 scanned entries in all (labels are built only
// for the question asked, never on a replay). That work is charged to the
// game's script budget: no number of triggers outruns it.
void Game::push_triggers(PlayerId p) {
  FnId put = rules().hooks.put_trigger;
  for (;;) {
    std::vector<size_t> mine;
    for (size_t i = 0; i < s_.triggers.size(); i++)
      if (s_.triggers[i].controller == p) mine.push_back(i);
    if (mine.empty()) return;
    scripts_->charge(*this, mine.size());
    size_t pick = mine[0];
    if (mine.size() > 1) {
      std::optional<uint32_t> a = replayed_answer(mine.size(), "the order of triggered effects");
      pick = mine[a ? *a : ask(trigger_order_question(p, mine))];
    }
    PendingTrigger t = s_.triggers[pick];
    s_.triggers.erase(s_.triggers.begin() + pick);
    changed();
    if (put != kNoFn) {
      Args args{Arg::integer(t.ability + 1), Arg::obj(t.source), Arg::player(t.controller),
                Arg::str(t.ev.type),         Arg::obj(t.ev.subject), Arg::obj(t.ev.other),
                Arg::player(t.ev.player),    Arg::integer(t.ev.amount), Arg::integer(t.ev.reason)};
      scripts_->run(*this, put, args);
    } else {
      Link l;
      l.fn = lib_->abilities[t.ability].effect;
      l.ability = t.ability + 1;
      l.source = t.source;
      l.controller = t.controller;
      push_link(std::move(l));
    }
  }
}

// Which of player p's pending triggers (indexes `mine`) goes on the chain next.
Decision Game::trigger_order_question(PlayerId p, const std::vector<size_t>& mine) {
  scripts_->charge(*this, mine.size() * kLabelWork);
  Decision d;
  d.player = p;
  d.kind = "order";
  d.prompt = "Choose the next triggered effect to put on the chain";
  for (size_t i : mine) {
    Option o;
    const PendingTrigger& t = s_.triggers[i];
    o.label = fmt::format("{}: {}", describe(t.source), lib_->abilities[t.ability].text);
    o.obj = t.source;
    o.value = int64_t(i);
    d.options.push_back(o);
  }
  return d;
}

std::optional<uint32_t> Game::replayed_answer(size_t options, std::string_view what) {
  if (!s_.proc || readonly_ || cursor_ >= s_.proc->answers.size()) return std::nullopt;
  uint32_t a = s_.proc->answers[cursor_++];
  if (a >= options) throw RuleError(fmt::format("answer {} is out of range for {} ({} options)", a, what, options));
  return a;
}

uint32_t Game::ask(Decision d, bool may_yield) {
  if (d.options.empty()) throw RuleError("a question was asked with no options: " + d.prompt);
  if (!s_.proc)
    throw ScriptError("a question can only be asked inside a procedure (an action, a resolution, a step), "
                      "not while listing actions or in a hook");
  if (readonly_) throw ScriptError("a condition or filter asked a question (they must only read the game)");
  // Logged before a replay's recorded answer is read: a replay rebuilds the
  // log from the procedure's start state, so it must write what play wrote.
  if (d.secret) log("a private question");
  const std::vector<uint32_t>& answers = s_.proc->answers;
  if (cursor_ < answers.size()) {
    uint32_t a = answers[cursor_++];
    if (a >= d.options.size())
      throw RuleError(fmt::format("answer {} is out of range for \"{}\" ({} options)", a, d.prompt,
                                  d.options.size()));
    return a;
  }
  // A question with one option asks nobody. A private one leaves the same
  // trace whether it is answered here or by its player: the log line above,
  // which every player sees and which names nobody (BW-18.6). So a ruleset
  // asks it wherever it could arise, and nothing to decline costs nothing.
  if (d.options.size() == 1 && d.kind != "yes_no") {
    s_.proc->answers.push_back(0);
    cursor_++;
    return 0;
  }
  if (optional_loop_limit() > 0) {
    uint64_t state = position_hash();
    if (!bar_repeats(d, state)) draw_game("every choice left repeats a loop (optional loop bar)");
    if (d.options.size() == 1 && !d.origin.empty()) {  // the bar left no choice
      uint32_t a = d.origin.empty() ? 0 : d.origin[0];
      s_.proc->answers.push_back(a);
      cursor_++;
      return a;
    }
    s_.offer_state = state;
  }
  s_.decision = std::move(d);
  if (may_yield) return kYield;
  throw Suspend{};
}

void Game::lose(PlayerId p, std::string_view why) {
  // A win still pending (not yet decided by check_outcome) does not shield
  // the player: winning and losing at once is a loss (ZD-1.5, FF-3.2).
  if ((s_.lost | s_.out) >> p & 1) return;
  touch();
  s_.lost |= uint8_t(1u << p);
  std::string line = fmt::format("P{} lost: {}", p + 1, why);
  log(fmt::format("P{} loses: {}", p + 1, why));
  // The result names why: "P2 lost: ..." (both players' reasons in a draw).
  s_.result.reason += (s_.result.reason.empty() ? "" : "; ") + line;
}

void Game::win(PlayerId p, std::string_view why) {
  touch();
  // Bounded: a script may call win() in a loop (the log bounds itself).
  if (s_.result.reason.size() < 16'384)
    s_.result.reason += fmt::format("{}P{} won: {}", s_.result.reason.empty() ? "" : "; ", p + 1, why);
  s_.won |= uint8_t(1u << p);
  log(fmt::format("P{} wins: {}", p + 1, why));
}

void Game::draw_game(std::string_view why) {
  log(fmt::format("The game is a draw: {}", why));
  end_game(0, std::string(why));
  throw GameEnded{};
}

// A player who wins and loses at once loses (unless the ruleset lets players
// out of the game win with their team); all remaining players losing at once
// is a draw; one player left standing wins.
void Game::check_outcome() {
  if (s_.result.over || (s_.lost == 0 && s_.won == 0)) return;
  uint8_t all = all_players_mask();
  uint8_t won = rules().out_players_may_win ? s_.won : uint8_t(s_.won & ~s_.lost);
  if (won) {
    end_game(won, s_.result.reason);
    throw GameEnded{};
  }
  uint8_t standing = uint8_t(all & ~s_.lost);
  if (standing == 0) {
    end_game(0, "a draw, all players lost at the same time: " + s_.result.reason);
    throw GameEnded{};
  }
  if ((standing & (standing - 1)) == 0) {
    end_game(standing, s_.result.reason);
    throw GameEnded{};
  }
  s_.out = uint8_t(s_.lost | s_.won);
  // More than one player left: the game goes on without the losers. What
  // leaves with them (their cards, links, effects, the rest of their turn)
  // is the ruleset's to say (HY-1.6); the machine only offers them nothing.
}

void Game::end_game(uint8_t winners, std::string reason, bool error) {
  if (s_.result.over) return;
  s_.result.over = true;
  s_.result.winners = winners;
  s_.result.error = error;
  s_.result.drawn = winners == 0 && !error ? uint8_t(all_players_mask() & ~s_.out) : 0;
  s_.result.reason = std::move(reason);
  s_.stage = Stage::Over;
  s_.decision.reset();
  if (error) log("Game ended by an error: " + s_.result.reason);
}

}  // namespace cardinal
