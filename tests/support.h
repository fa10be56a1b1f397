// Shared helpers for the C++ tests.
#pragma once
#include <memory>
#include <string>

#include "scripting/loader.h"

namespace cardinal::test {

// Libraries are loaded once per test binary and shared (they are read-only).
std::shared_ptr<const CardLibrary> library(const std::string& game);

// A game with the library's starter decks (ZD) or filler decks (mini games).
Game make_game(const CardLibrary& lib, uint64_t seed, int players = 2);

}  // namespace cardinal::test
