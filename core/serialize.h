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

// 2 added the optional-loop bar's records (Decision::origin, loop_marks,
// offer_state) and an action's label in its procedure record; version 1
// snapshots still restore, with empty records. 3 added Decision::secret
// (a private question, BW-18.6); older snapshots have none. 4 conceding,
// 5 the outcome's `out`, 6 options' public labels, 7 chain links' vars,
// 8 the Pass task (a pass that says something, CW-6.7), 9 checkpoints
// (a procedure record that goes on after one: ProcState::resumed), 10 the
// parts scheduled and not begun (ProcState::pending). 11 the same bytes, but
// the checksum is hash() with timestamps, last-known objects, trigger events
// and a procedure's actor in it (older ones carry Game::hash_v1()). 12 each
// object's controller without control effects (Object::base_controller).
constexpr uint32_t kSnapshotVersion = 12;

// A fingerprint of what a state's numbers mean: the game, its cards, its
// abilities, functions (by name and file) and strings, its zones and variables.
uint64_t library_fingerprint(const Library& lib);  // Library::fingerprint, or computed now
uint64_t compute_library_fingerprint(const Library& lib);

std::string snapshot(const Game& g);
// For tests of older formats: the state written as format `version` (11 up
// to kSnapshotVersion) would hold it; what that format cannot hold (format
// 11: base controllers) is left out. RuleError for another version.
std::string snapshot_as(const Game& g, uint32_t version);
// Throws RuleError naming what is wrong ("snapshot: truncated at byte 812").
Game restore(const Library& lib, std::string_view bytes);

// For tests and fuzzing: parses the state in `bytes` (ignoring the stored
// state hash and checksum) and writes it again with both recomputed, so that
// a deliberately edited snapshot reaches the engine. The checksums detect
// accidents, not forgeries: a client can always do this, so restore() must
// make every state it accepts safe to play. Throws RuleError like restore().
std::string reseal(const Library& lib, std::string_view bytes);

}  // namespace cardinal
