// Snapshots: a game state as bytes and back. The format is versioned and
// carries a fingerprint of the library it was taken with; restoring checks
// every index and length, so truncated or corrupted bytes are rejected with a
// clear error and never produce a half-built game.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>

#include "core/game.h"

namespace cardinal {

// The format is unstable before 1.0: a build reads only the version it
// writes, and refuses a snapshot of another version by saying so (take it
// again with this build). A change to the layout bumps the version.
constexpr uint32_t kSnapshotVersion = 12;

// A fingerprint of what a state's numbers mean: the game, its cards, its
// abilities, functions (by name and file) and strings, its zones and variables.
uint64_t library_fingerprint(const Library& lib);  // Library::fingerprint, or computed now
uint64_t compute_library_fingerprint(const Library& lib);

std::string snapshot(const Game& g);
// Throws RuleError naming what is wrong ("snapshot: truncated at byte 812").
Game restore(const Library& lib, std::string_view bytes);

// For tests and fuzzing: parses the state in `bytes` (ignoring the stored
// state hash and checksum) and writes it again with both recomputed, so that
// a deliberately edited snapshot reaches the engine. The checksums detect
// accidents, not forgeries: a client can always do this, so restore() must
// make every state it accepts safe to play. Throws RuleError like restore().
std::string reseal(const Library& lib, std::string_view bytes);

}  // namespace cardinal
