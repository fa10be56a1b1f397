// Conceding (ZD-1.3.3, FF-2.1, CW-1.3.5, HY-1.5, BW-16.4): a player may leave
// the game at any time, not only when asked something, and nothing prevents it.
//
// The host calls concede() between decisions. The concession is recorded in
// the state (GameState::conceding) and applied by the machine as a task of its
// own at the next advance(): the ruleset's `concede(player)` procedure if it
// has one (BW: the character dies with no killer), then the player loses and
// the outcome is checked. In a two-player game that ends it; with more
// players the game goes on without them (what leaves with them is the
// ruleset's, as for any loss: HY-1.6).
//
// A task under way when the player concedes (a link resolving, an action
// being paid for, its questions half answered) is undone and runs again from
// its beginning once the concession is applied: its answers were given in a
// game that still had the player in it. This is the same restore the machine
// does for every answer, so no suspended script state is involved.
#include <fmt/format.h>

#include "core/game.h"

namespace cardinal {

void Game::concede(PlayerId p) {
  if (s_.result.over) throw RuleError("the game is over");
  if (p >= s_.nplayers) throw RuleError(fmt::format("there is no player {}: the game has {}", int(p) + 1, s_.nplayers));
  if (!in_game(p)) throw RuleError(fmt::format("P{} is no longer in the game", p + 1));
  if (s_.conceding >> p & 1) throw RuleError(fmt::format("P{} has already conceded", p + 1));
  if (last_one_in(p))
    throw RuleError(fmt::format("P{} is the last player in: everyone else has conceded, so P{} wins", p + 1, p + 1));
  touch();
  if (s_.proc) {
    // Hold the shared record while the state it lives in is replaced.
    std::shared_ptr<const GameState> pre = s_.proc->start();  // before any checkpoint
    auto marks = std::move(s_.loop_marks);  // the optional-loop bar's, as in answer()
    go_back_to(*pre);
    s_.loop_marks = std::move(marks);
  }
  s_.loop_seen.clear();  // a concession changes the game: no loop runs through it
  s_.conceding |= uint8_t(1u << p);
  if (s_.decision) {
    // A priority offer (the only decision outside a task) is taken back; the
    // round starts afresh after the concession, from the next player if the
    // one who conceded held priority.
    if (s_.decision->player == p) s_.holder = next_player(p);
    s_.decision.reset();
    s_.passes = 0;
    s_.checks_done = false;
    s_.stage = Stage::PrePriority;
  }
}

// Whether every other player still in has conceded already. Concessions
// wait for the next advance() and are applied lowest seat first, so the last
// one in could otherwise concede too and lose before an earlier conceder
// (P2 concedes, then P1: P2 would win). The last one in has won instead.
bool Game::last_one_in(PlayerId p) const {
  for (int q = 0; q < s_.nplayers; q++)
    if (q != p && in_game(PlayerId(q)) && !(s_.conceding >> q & 1)) return false;
  return true;
}

// The machine's part, at the next stage boundary: one concession per task,
// lowest seat first.
void Game::apply_concession() {
  PlayerId p = 0;
  while (!(s_.conceding >> p & 1)) p++;
  run_task(TaskKind::Concede, p, rules().hooks.concede, {Arg::player(p)});
}

// The task's first part (run, and re-run on every answer to a question the
// ruleset's procedure asks). The procedure may go on in parts (`checkpoint`:
// BW's death of a conceding character polls the others, BW-18.3), so the
// player loses in perform(), once the last part has returned; until then they
// are still in the game.
void Game::perform_concession(const ProcState& t) {
  s_.conceding &= uint8_t(~(1u << t.actor));
  log(fmt::format("P{} concedes", t.actor + 1));
  if (t.fn != kNoFn) scripts_->run(*this, t.fn, t.args);
}

}  // namespace cardinal
