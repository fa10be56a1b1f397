#include "core/ai.h"

#include <limits>

namespace cardinal {

uint32_t choose_random(const Game& g, Rng& rng) {
  const Decision* d = g.decision();
  return d ? rng.below(uint32_t(d->options.size())) : 0;
}

namespace {
int64_t score(Game& g, Scripts& s, PlayerId me, FnId evaluate) {
  if (g.over()) {
    const Result& r = g.result();
    if (r.winners >> me & 1) return std::numeric_limits<int32_t>::max();
    if (r.winners) return std::numeric_limits<int32_t>::min();
    return 0;
  }
  return s.run(g, evaluate, {Arg::player(me)});
}

// Plays on from a trial answer until `me` has priority again with an empty
// chain (or the game ends): priority is passed; `me` finishes what it
// started choosing what looks best one step ahead; another player's choice
// (a defender, a target) is the reply worst for `me`, judged the same way.
int64_t rollout_score(Game& g, Scripts& s, PlayerId me, FnId evaluate, size_t depth) {
  for (int steps = 0; steps < 96 && !g.over(); steps++) {
    const Decision* d = g.decision();
    if (!d) break;
    // Back to `me` with an empty chain, and out of any step sequence the
    // action started (e.g. a combat) plays out before it is judged.
    if (d->kind == "priority" && d->player == me && g.chain().empty() && g.state().seqs.size() <= depth) break;
    uint32_t pick = 0;
    if (d->kind != "priority" && d->options.size() > 1) {
      // A choice inside an action: its maker takes the option best for them,
      // judged one step ahead (for `me`: highest score; for others: lowest).
      bool mine = d->player == me;
      int64_t best = mine ? std::numeric_limits<int64_t>::min() : std::numeric_limits<int64_t>::max();
      for (uint32_t i = 0; i < d->options.size() && i < 8; i++) {
        Game reply = g;
        reply.bind(s);
        reply.answer(i);
        reply.advance();
        int64_t v = score(reply, s, me, evaluate);
        if (mine ? v > best : v < best) {
          best = v;
          pick = i;
        }
      }
    }
    g.answer(pick);
    g.advance();
  }
  return score(g, s, me, evaluate);
}
}  // namespace

uint32_t choose_greedy(const Game& g, Scripts& s, Rng& rng) {
  const Decision* d = g.decision();
  if (!d) return 0;
  FnId evaluate = g.rules().proc("evaluate");
  size_t n = d->options.size();
  if (evaluate == kNoFn || n == 1) return choose_random(g, rng);
  PlayerId me = d->player;
  int64_t best = std::numeric_limits<int64_t>::min();
  std::vector<uint32_t> ties;
  for (uint32_t i = 0; i < n; i++) {
    Game trial = g;
    trial.bind(s);
    trial.set_logging(false);
    int64_t score;
    try {
      trial.answer(i);
      trial.advance();
      score = rollout_score(trial, s, me, evaluate, g.state().seqs.size());
    } catch (const RuleError&) {
      continue;
    }
    if (score > best) {
      best = score;
      ties.assign(1, i);
    } else if (score == best) {
      ties.push_back(i);
    }
  }
  if (ties.empty()) return choose_random(g, rng);
  return ties[rng.below(uint32_t(ties.size()))];
}

}  // namespace cardinal
