// State hashes. hash() covers everything that decides the future of the game
// and leaves out the log: clones, snapshots and replays compare it.
// position_hash() is the same but blind to object generations: a card that
// went round (hand, stack, hand) is a new object with a new id, yet the
// position is the same one (FF-13.3: "all cards in all zones the same"), so
// loop detection uses it. An object reference is hashed as its slot and
// whether it still names the live object, which is all a script can tell.
#include "core/game.h"

namespace cardinal {

namespace {
template <bool Positional>
struct Hasher {
  const GameState& s;
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
  void ref(ObjId id) {
    if constexpr (!Positional) {
      mix(id);
    } else {
      uint32_t slot = obj_slot(id);
      bool live = slot < s.objects.size() && s.objects[slot].gen == obj_gen(id);
      mix(uint64_t(slot) << 1 | live);
    }
  }
  void args(const Args& a) {
    mix(a.size());
    for (const Arg& x : a) {
      mix(uint64_t(x.kind));
      if (x.kind == Arg::Kind::Obj) ref(ObjId(x.v)); else mix(uint64_t(x.v));
    }
  }
  uint64_t state();
};

template <bool Positional>
uint64_t Hasher<Positional>::state() {
  Hasher& H = *this;
  H.mix(s.nplayers); H.mix(s.active); H.mix(s.turn); H.mix(s.lost); H.mix(s.won);
  for (uint64_t x : s.rng.s) H.mix(x);
  for (const Object& o : s.objects) {
    H.mix(o.card); if (!Positional) H.mix(o.gen); H.mix(o.owner); H.mix(o.controller); H.mix(o.zone);
    H.mix(o.flags); H.mix(o.known);
    for (int32_t v : o.vars) H.mix(uint64_t(uint32_t(v)));
  }
  for (const Zone& z : s.zones) { H.mix(z.slots.size()); for (uint32_t x : z.slots) H.mix(x); }
  for (const Modifier& m : s.mods) {
    H.ref(m.target); H.ref(m.source); H.mix(m.layer); H.mix(m.chr); H.mix(uint64_t(m.op));
    H.mix(m.duration); H.mix(uint64_t(uint32_t(m.value)));
  }
  for (const Link& l : s.chain) {
    H.mix(l.fn); H.mix(l.ability); H.ref(l.source); H.mix(l.controller); H.mix(uint64_t(l.speed));
    for (ObjId t : l.targets) H.ref(t);
    H.args(l.args);
  }
  for (const PendingTrigger& t : s.triggers) { H.mix(t.ability); H.ref(t.source); H.mix(t.controller); H.mix(t.ev.type); }
  for (const Counter& c : s.counters) { H.ref(c.obj); H.mix(c.kind); H.mix(uint64_t(uint32_t(c.n))); }
  for (const Usage& u : s.used) { H.mix(uint64_t(u.key)); H.mix(uint64_t(uint32_t(u.n))); }
  for (int32_t v : s.game_vars) H.mix(uint64_t(uint32_t(v)));
  for (const auto& pv : s.player_vars) for (int32_t v : pv) H.mix(uint64_t(uint32_t(v)));
  for (int64_t p : s.params) H.mix(uint64_t(p));
  H.mix(uint64_t(s.stage));
  for (const SeqPos& p : s.seqs) { H.mix(p.seq); H.mix(p.index); }
  H.mix(s.holder); H.mix(s.passes); H.mix(s.resolving); H.mix(s.checks_done); H.mix(s.step_triggered);
  if (s.decision) {
    H.mix(s.decision->player); H.str(s.decision->kind); H.mix(s.decision->options.size());
    for (const Option& o : s.decision->options) { H.mix(uint64_t(o.kind)); H.mix(o.fn); H.args(o.args); H.mix(uint64_t(o.value)); H.ref(o.obj); }
  }
  if (s.proc) {
    H.mix(uint64_t(s.proc->task)); H.mix(s.proc->fn); H.args(s.proc->args);
    for (uint32_t a : s.proc->answers) H.mix(a);
  }
  H.mix(s.result.over); H.mix(s.result.winners);
  return H.h;
}
}  // namespace

uint64_t Game::hash() const { return Hasher<false>{s_}.state(); }
uint64_t Game::position_hash() const { return Hasher<true>{s_}.state(); }

}  // namespace cardinal
