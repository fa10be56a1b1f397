#include "core/ai.h"

#include <limits>

namespace cardinal {

uint32_t choose_random(const Game& g, Rng& rng) {
  const Decision* d = g.decision();
  return d ? rng.below(uint32_t(d->options.size())) : 0;
}

namespace {
// Plays on from a trial answer: the deciding player finishes what they
// started with first options, everyone passes priority, until `me` has
// priority again with an empty chain (or the game ends).
int64_t rollout_score(Game& g, Scripts& s, PlayerId me, FnId evaluate) {
  for (int steps = 0; steps < 64 && !g.over(); steps++) {
    const Decision* d = g.decision();
    if (!d) break;
    if (d->kind == "priority" && d->player == me && g.chain().empty()) break;
    g.answer(0);  // pass, or the first option of a sub-choice
    g.advance();
  }
  if (g.over()) {
    const Result& r = g.result();
    if (r.winners >> me & 1) return std::numeric_limits<int32_t>::max();
    if (r.winners) return std::numeric_limits<int32_t>::min();
    return 0;
  }
  return s.run(g, evaluate, {Arg::player(me)});
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
      score = rollout_score(trial, s, me, evaluate);
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
