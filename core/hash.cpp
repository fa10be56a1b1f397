// A state hash for loop detection and clone checks. It covers everything that
// decides the future of the game, and leaves out the log.
#include "core/game.h"

namespace cardinal {

namespace {
struct Hasher {
  uint64_t h = 0x9E3779B97F4A7C15ull;
  void mix(uint64_t v) {
    h ^= v + 0x9E3779B97F4A7C15ull + (h << 6) + (h >> 2);
    h *= 0xFF51AFD7ED558CCDull;
    h ^= h >> 33;
  }
  void str(const std::string& s) {
    mix(s.size());
    for (unsigned char c : s) mix(c);
  }
  void args(const Args& a) {
    mix(a.size());
    for (const Arg& x : a) { mix(uint64_t(x.kind)); mix(uint64_t(x.v)); }
  }
};
}  // namespace

uint64_t Game::hash() const {
  Hasher H;
  const GameState& s = s_;
  H.mix(s.nplayers); H.mix(s.active); H.mix(s.turn); H.mix(s.lost); H.mix(s.won);
  for (uint64_t x : s.rng.s) H.mix(x);
  for (const Object& o : s.objects) {
    H.mix(o.card); H.mix(o.gen); H.mix(o.owner); H.mix(o.controller); H.mix(o.zone);
    H.mix(o.flags); H.mix(o.known);
    for (int32_t v : o.vars) H.mix(uint64_t(uint32_t(v)));
  }
  for (const Zone& z : s.zones) { H.mix(z.slots.size()); for (uint32_t x : z.slots) H.mix(x); }
  for (const Modifier& m : s.mods) {
    H.mix(m.target); H.mix(m.source); H.mix(m.layer); H.mix(m.chr); H.mix(uint64_t(m.op));
    H.mix(m.duration); H.mix(uint64_t(uint32_t(m.value)));
  }
  for (const Link& l : s.chain) {
    H.mix(l.fn); H.mix(l.ability); H.mix(l.source); H.mix(l.controller); H.mix(uint64_t(l.speed));
    for (ObjId t : l.targets) H.mix(t);
    H.args(l.args);
  }
  for (const PendingTrigger& t : s.triggers) { H.mix(t.ability); H.mix(t.source); H.mix(t.controller); H.mix(t.ev.type); }
  for (const Counter& c : s.counters) { H.mix(c.obj); H.mix(c.kind); H.mix(uint64_t(uint32_t(c.n))); }
  for (const Usage& u : s.used) { H.mix(uint64_t(u.key)); H.mix(uint64_t(uint32_t(u.n))); }
  for (int32_t v : s.game_vars) H.mix(uint64_t(uint32_t(v)));
  for (const auto& pv : s.player_vars) for (int32_t v : pv) H.mix(uint64_t(uint32_t(v)));
  for (int64_t p : s.params) H.mix(uint64_t(p));
  H.mix(uint64_t(s.stage));
  for (const SeqPos& p : s.seqs) { H.mix(p.seq); H.mix(p.index); }
  H.mix(s.holder); H.mix(s.passes); H.mix(s.resolving); H.mix(s.checks_done); H.mix(s.step_triggered);
  if (s.decision) {
    H.mix(s.decision->player); H.str(s.decision->kind); H.mix(s.decision->options.size());
    for (const Option& o : s.decision->options) { H.mix(uint64_t(o.kind)); H.mix(o.fn); H.args(o.args); H.mix(uint64_t(o.value)); H.mix(o.obj); }
  }
  if (s.proc) {
    H.mix(uint64_t(s.proc->task)); H.mix(s.proc->fn); H.args(s.proc->args);
    for (uint32_t a : s.proc->answers) H.mix(a);
  }
  H.mix(s.result.over); H.mix(s.result.winners);
  return H.h;
}

}  // namespace cardinal
