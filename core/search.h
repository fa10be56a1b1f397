// An information-set Monte Carlo tree search (single-observer ISMCTS,
// Cowling, Powley and Whitehouse 2012), generic for any ruleset and any
// number of players. Each iteration plays in a fresh sample of the hidden
// cards (core/determinize.h), so the search sees only what the deciding
// player may see; one tree gathers what every sample taught.
#pragma once
#include <cstdint>

#include "core/game.h"
#include "core/rng.h"

namespace cardinal {

struct SearchOptions {
  int iterations = 200;  // samples played per decision (the default budget: repeatable)
  int ms = 0;            // if > 0: play samples for this long instead (wall time: not repeatable)
  // The most decisions played past the tree before the position is judged:
  // by the game's result if it ended, else by the ruleset's evaluate() (or as
  // even for all, if it has none). With evaluate() the playout stops sooner,
  // once the position is quiet (core/search.cpp). -1: 40 with evaluate(), 200
  // without (long enough to end most games, short enough for a sim's hang watchdog).
  int rollout = -1;
  // Visits of each root option of the seat's priority decisions credited up
  // front with greedy's judgement of it (a prior: the search starts from what
  // greedy would play); -1: 8 with evaluate(), none without (there is no
  // judgement to take).
  int prior = -1;
  double exploration = 0.7;  // UCB1's constant; rewards lie in [0, 1]
};

// The option the search prefers for g's pending decision (0 if none is
// pending). Deterministic for the same game, rng state and options unless
// options.ms is set.
uint32_t choose_search(const Game& g, Scripts& s, Rng& rng, const SearchOptions& options);

}  // namespace cardinal
