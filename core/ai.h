// Game-agnostic players, all fair (they decide from what their seat may see:
// core/determinize.h): uniformly random among legal options; a greedy one
// that tries each option in a sample of the hidden cards, plays on with
// passes until the chain is empty and it has priority again, and keeps the
// option the ruleset's evaluate() procedure scores best; and a tree search
// (core/search.h).
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.h"
#include "core/rng.h"
#include "core/search.h"

namespace cardinal {

enum class AiKind : uint8_t { Random, Greedy, Search };

// Which AI plays and how hard it thinks, as every command and the C API
// name it: "random", "greedy", "search" or "search:KEY=N,KEY=N" with keys
// iterations, ms and rollout (core/search.h's SearchOptions).
struct AiSpec {
  AiKind kind = AiKind::Random;
  SearchOptions search;
};
// Throws std::invalid_argument saying what is wrong and what is allowed.
AiSpec parse_ai_spec(std::string_view text);
// The AIs by name, as a host lists them for its players (each takes the
// options parse_ai_spec reads after a colon).
inline constexpr const char* kAiNames[] = {"random", "greedy", "search"};
// One line for --help texts and error messages: the specs parse_ai_spec takes.
extern const char* const kAiSpecHelp;

uint32_t choose_random(const Game& g, Rng& rng);
uint32_t choose_greedy(const Game& g, Scripts& scripts, Rng& rng);
// Greedy's judgement of each option of `world`'s pending decision for `me`
// (world: a sample, never the true game): the option answered, then played on
// as choose_greedy does until `me` has priority again with the chain empty
// and no more than `depth` step sequences, and scored by evaluate(me) (a
// won game: INT32_MAX, a lost one INT32_MIN). Empty where the rules reject the option.
std::vector<std::optional<int64_t>> greedy_scores(const Game& world, Scripts& scripts, PlayerId me, FnId evaluate,
                                                  size_t depth);
uint32_t choose_ai(const AiSpec& ai, const Game& g, Scripts& s, Rng& rng);

}  // namespace cardinal
