// Shared helpers for the C++ tests.
#pragma once
#include <memory>
#include <optional>
#include <string>

#include "scripting/loader.h"

namespace cardinal::test {

// Libraries are loaded once per test binary and shared (they are read-only).
std::shared_ptr<const CardLibrary> library(const std::string& game);

// A game with the library's starter decks (ZD) or filler decks (mini games).
Game make_game(const CardLibrary& lib, uint64_t seed, int players = 2);

// A mini game played at random until a decision with this prompt is pending
// (tries seeds until one gets there); nullopt if none does.
std::optional<Game> reach_prompt(const CardLibrary& lib, ScriptHost& host, const std::string& prompt);

}  // namespace cardinal::test
