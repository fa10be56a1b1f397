// Answer sequences against a live game: byte 0 picks the game (mini with 2-4
// players, mini-cwl when its top bit is set, or Zero-Dimension) and the seed's low bits, byte 1 the rest of the
// seed; every further byte answers the pending decision (its value modulo the
// number of options). Three byte values are special: 0xFF answers out of range
// (must be refused, state hash unchanged), 0xFE snapshots and restores the
// game (must give the same hash), and 0xFD makes the player the next byte
// names concede (a player still in: applied, the game goes on or ends; one out:
// refused, hash unchanged), with a snapshot round trip while it is pending. A script error or an engine error in a game
// played only with legal answers is a finding.
#include <fmt/format.h>

#include "core/serialize.h"
#include "fuzz/common.h"

using namespace cardinal;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size < 2) return 0;
  bool zd = data[0] & 1;  // a shipped game (two seats), picked by data[1]
  fuzz::Loaded& L = zd ? fuzz::shipped(data[1]) : (data[0] & 0x80) ? fuzz::mini_cwl() : fuzz::mini();
  GameConfig cfg;
  cfg.seed = {uint64_t(data[0] >> 1) | uint64_t(data[1]) << 8, 1, 2, 3};
  cfg.players = zd ? 2 : 2 + (data[0] >> 1) % 3;
  cfg.decks.assign(L.decks.begin(), L.decks.begin() + cfg.players);
  cfg.log = false;
  Game g(L.lib->library(), cfg);
  g.bind(*L.host);
  g.advance();
  for (size_t i = 2; i < size && !g.over(); i++) {
    const Decision* d = g.decision();
    if (!d || d->options.empty()) fuzz::finding("a running game with no decision pending");
    uint8_t b = data[i];
    if (b == 0xFF) {
      uint64_t before = g.hash();
      try {
        g.answer(uint32_t(d->options.size()) + uint32_t(i));
        fuzz::finding("an out-of-range answer was accepted");
      } catch (const RuleError&) {
      }
      if (g.hash() != before) fuzz::finding("a refused answer changed the state");
      continue;
    }
    if (b == 0xFD && i + 1 < size) {
      PlayerId p = PlayerId(data[++i] % g.players());
      uint64_t before = g.hash();
      try {
        g.concede(p);
      } catch (const RuleError&) {
        if (g.in_game(p)) fuzz::finding("a concession by a player still in was refused");
        if (g.hash() != before) fuzz::finding("a refused concession changed the state");
        continue;
      }
      Game r = restore(L.lib->library(), snapshot(g));
      r.bind(*L.host);
      if (r.hash() != g.hash()) fuzz::finding("snapshot/restore of a pending concession changed the hash");
      g = std::move(r);
      g.advance();
      if (g.in_game(p)) fuzz::finding("a player who conceded is still in the game");
      continue;
    }
    if (b == 0xFE) {
      Game r = restore(L.lib->library(), snapshot(g));
      r.bind(*L.host);
      if (r.hash() != g.hash()) fuzz::finding("snapshot/restore changed the hash");
      g = std::move(r);
      continue;
    }
    try {
      g.answer(uint32_t(b % d->options.size()));
    } catch (const RuleError&) {
      // an action that cannot be completed: refused (tests check the hash;
      // hashing before every answer here would cost most of the time)
      continue;
    }
    g.advance();
  }
  if (g.over() && g.result().error) fuzz::finding(fmt::format("game ended by an error: {}", g.result().reason));
  return 0;
}
