// Game-agnostic players: uniformly random among legal options, and a greedy
// one that tries each option, plays on with passes until the chain is empty
// and it has priority again, and keeps the option the ruleset's evaluate()
// procedure scores best.
#pragma once
#include <cstdint>

#include "core/game.h"
#include "core/rng.h"

namespace cardinal {

enum class AiKind : uint8_t { Random, Greedy };

uint32_t choose_random(const Game& g, Rng& rng);
uint32_t choose_greedy(const Game& g, Scripts& scripts, Rng& rng);
inline uint32_t choose_ai(AiKind k, const Game& g, Scripts& s, Rng& rng) {
  return k == AiKind::Greedy ? choose_greedy(g, s, rng) : choose_random(g, rng);
}

}  // namespace cardinal
