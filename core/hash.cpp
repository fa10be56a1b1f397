// State hashes. hash() covers everything that decides the future of the game
// and leaves out the log: clones, snapshots and replays compare it.
// position_hash() is the same but blind to object generations: a card that
// went round (hand, stack, hand) is a new object with a new id, yet the
// position is the same one (FF-13.3: "all cards in all zones the same"), so
// loop detection uses it. An object reference is hashed as its slot and
// whether it still names the live object, which is all a script can tell.
#include <algorithm>
#include <cstring>
#include <type_traits>

#include "core/game.h"

namespace cardinal {

namespace {
// One order-sensitive round: h absorbs v.
inline uint64_t step(uint64_t h, uint64_t v) {
  h ^= v + 0x9E3779B97F4A7C15ull + (h << 6) + (h >> 2);
  h *= 0xFF51AFD7ED558CCDull;
  return h ^ (h >> 33);
}

inline uint64_t pair(int32_t lo, int32_t hi) { return uint64_t(uint32_t(lo)) | uint64_t(uint32_t(hi)) << 32; }

// Full: hash(). Position: position_hash().
enum class Kind { Full, Position };

template <Kind K>
struct Hasher {
  static constexpr bool Positional = K == Kind::Position;
  static constexpr bool Extra = K == Kind::Full;  // what position_hash() leaves out too
  const GameState& s;
  uint64_t h = 0x9E3779B97F4A7C15ull;
  void mix(uint64_t v) { h = step(h, v); }
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
  void objects();
  void slots(const std::vector<uint32_t>& v);
  uint64_t state() {
    prefix();
    return rest();
  }
  void prefix();  // the players, the RNG, the objects and the zones
  uint64_t rest();
};

// The objects are most of the state (hundreds of them) and the position hash
// is taken at every priority offer, so they are packed into six words each and
// mixed in four independent chains the CPU runs side by side, instead of
// field by field in one chain (which cost 7% of a simulation's instructions).
// The object's timestamp is left out of the position hash: it only grows, and
// a position with it could never recur. hash() has it (in the word's free high
// half): timestamps order the effects of a layer, so two states alike but for
// them can play differently.
//
// The position hash (loop detection, at every priority offer and every
// question of a game with an optional-loop bar) takes the objects in blocks of
// kBlock, each block's four chains folded into one word, and keeps each
// block's word with a copy of its objects (one cache per thread, for the last
// game hashed there): a block whose bytes are unchanged is not hashed again.
// Between two offers a few objects change, so most blocks are a memcmp. The
// cache is read by content, never by what touched the state, so it cannot be
// stale; its value differs from the one-chain hash of hash(), which only
// equality between position hashes reads.
template <bool Positional, bool Extra>
inline void mix_object(const Object& o, uint64_t& a, uint64_t& b, uint64_t& c, uint64_t& d) {
  static_assert(kObjVars == 8, "objects() mixes the per-object numbers as four pairs");
  uint64_t who = uint64_t(o.card) | uint64_t(o.owner) << 32 | uint64_t(o.controller) << 40 |
                 uint64_t(o.zone) << 48;
  uint64_t how = uint64_t(o.flags) | uint64_t(o.known) << 8 | uint64_t(Positional ? 0 : o.gen) << 16 |
                 uint64_t(Extra ? o.timestamp : 0) << 32;
  a = step(a, who);
  b = step(b, how);
  if (o.base_controller != kNoPlayer) c = step(c, 0xC0u | uint64_t(o.base_controller) << 8);  // under a control effect
  c = step(c, pair(o.vars[0], o.vars[1]));
  d = step(d, pair(o.vars[2], o.vars[3]));
  a = step(a, pair(o.vars[4], o.vars[5]));
  b = step(b, pair(o.vars[6], o.vars[7]));
}
constexpr uint64_t kChainSeeds[4] = {0x243F6A8885A308D3ull, 0x13198A2E03707344ull, 0xA4093822299F31D0ull,
                                     0x082EFA98EC4E6C89ull};

static_assert(std::is_trivially_copyable_v<Object>, "the position hash's cache compares objects as bytes");
constexpr size_t kBlock = 8;
struct BlockCache {
  std::vector<Object> copy;     // the objects as last hashed, block by block
  std::vector<uint64_t> words;  // each block's word
};
thread_local BlockCache block_cache;

uint64_t block_word(const Object* o, size_t n) {
  uint64_t a = kChainSeeds[0], b = kChainSeeds[1], c = kChainSeeds[2], d = kChainSeeds[3];
  for (size_t i = 0; i < n; i++) mix_object<true, false>(o[i], a, b, c, d);
  return step(step(step(step(n, a), b), c), d);
}

template <Kind K>
void Hasher<K>::objects() {
  const std::vector<Object>& objs = s.objects;
  if constexpr (Positional) {
    BlockCache& bc = block_cache;
    size_t n = objs.size(), nblocks = (n + kBlock - 1) / kBlock;
    if (bc.copy.size() != n) {  // another game, or objects added: every block hashed again
      bc.copy.resize(n);
      bc.words.assign(nblocks, 0);
    }
    mix(n);
    for (size_t j = 0; j < nblocks; j++) {
      size_t at = j * kBlock, len = std::min(kBlock, n - at);
      if (std::memcmp(&bc.copy[at], &objs[at], len * sizeof(Object)) != 0 || bc.words[j] == 0) {
        std::memcpy(&bc.copy[at], &objs[at], len * sizeof(Object));
        bc.words[j] = block_word(&objs[at], len) | 1;  // never 0: 0 marks a block not hashed yet
      }
      mix(bc.words[j]);
    }
    return;
  }
  uint64_t a = kChainSeeds[0], b = kChainSeeds[1], c = kChainSeeds[2], d = kChainSeeds[3];
  for (const Object& o : objs) mix_object<Positional, Extra>(o, a, b, c, d);
  mix(objs.size()); mix(a); mix(b); mix(c); mix(d);
}

// A zone's slots, two to a word.
template <Kind K>
void Hasher<K>::slots(const std::vector<uint32_t>& v) {
  mix(v.size());
  size_t i = 0;
  for (; i + 1 < v.size(); i += 2) mix(uint64_t(v[i]) | uint64_t(v[i + 1]) << 32);
  if (i < v.size()) mix(v[i]);
}

template <Kind K>
void Hasher<K>::prefix() {
  Hasher& H = *this;
  H.mix(s.nplayers); H.mix(s.active); H.mix(s.turn); H.mix(s.lost); H.mix(s.won);
  // The turn order only once a ruleset has changed it, so games in seat order
  // hash as they did before it could be.
  for (size_t i = 0; i < s.order.size(); i++)
    if (s.order[i] != i) {
      H.mix(s.order.size());
      for (PlayerId p : s.order) H.mix(p);
      break;
    }
  for (uint64_t x : s.rng.s) H.mix(x);
  H.objects();
  for (const Zone& z : s.zones) H.slots(z.slots);
}

template <Kind K>
uint64_t Hasher<K>::rest() {
  Hasher& H = *this;
  for (const Modifier& m : s.mods) {
    H.ref(m.target); H.ref(m.source); H.mix(m.layer); H.mix(m.chr); H.mix(uint64_t(m.op));
    H.mix(m.duration); H.mix(m.controller); H.mix(uint64_t(uint32_t(m.value)));
  }
  for (const Link& l : s.chain) {
    H.mix(l.fn); H.mix(l.ability); H.ref(l.source); H.mix(l.controller); H.mix(uint64_t(l.speed));
    for (ObjId t : l.targets) H.ref(t);
    H.args(l.args);
    // Marks only when set: hashes taken before link variables existed hold.
    if (std::any_of(l.vars.begin(), l.vars.end(), [](int32_t v) { return v != 0; }))
      for (int32_t v : l.vars) H.mix(uint64_t(uint32_t(v)));
  }
  for (const PendingTrigger& t : s.triggers) {
    H.mix(t.ability); H.ref(t.source); H.mix(t.controller); H.mix(t.ev.type);
    // The event's details reach the trigger's procedure (put_trigger).
    if constexpr (Extra) {
      H.ref(t.ev.subject); H.ref(t.ev.other); H.mix(t.ev.player);
      H.mix(uint64_t(uint32_t(t.ev.amount))); H.mix(t.ev.reason);
    }
  }
  for (const Counter& c : s.counters) { H.ref(c.obj); H.mix(c.kind); H.mix(uint64_t(uint32_t(c.n))); }
  for (const Usage& u : s.used) { H.mix(uint64_t(u.key)); H.mix(uint64_t(uint32_t(u.n))); }
  for (int32_t v : s.game_vars) H.mix(uint64_t(uint32_t(v)));
  for (const auto& pv : s.player_vars) for (int32_t v : pv) H.mix(uint64_t(uint32_t(v)));
  for (int64_t p : s.params) H.mix(uint64_t(p));
  H.mix(uint64_t(s.stage));
  for (const SeqPos& p : s.seqs) { H.mix(p.seq); H.mix(p.index); }
  H.mix(s.holder); H.mix(s.passes); H.mix(s.resolving); H.mix(s.checks_done); H.mix(s.step_triggered);
  if (s.decision) {
    H.mix(s.decision->player); H.str(s.decision->kind); H.mix(s.decision->secret); H.mix(s.decision->options.size());
    for (const Option& o : s.decision->options) { H.mix(uint64_t(o.kind)); H.mix(o.fn); H.args(o.args); H.mix(uint64_t(o.value)); H.ref(o.obj); }
  }
  if (s.proc) {
    H.mix(uint64_t(s.proc->task)); H.mix(s.proc->fn); H.args(s.proc->args);
    for (uint32_t a : s.proc->answers) H.mix(a);
    if constexpr (Extra) {
      // Who acts (priority and passes go on from them), and for a resolution
      // the link resolving: it is off the chain, kept in the state the
      // procedure replays from (or, after a checkpoint, in the record).
      H.mix(s.proc->actor);
      // (After a checkpoint the record's link is hashed below, by its id.)
      const Link* l = s.proc->resumed ? nullptr : s.proc->resolving();
      if (l) {
        H.mix(l->fn); H.mix(l->ability); H.ref(l->source); H.mix(l->controller);
        for (ObjId t : l->targets) H.ref(t);
        H.args(l->args);
      }
    }
    // Mixed only after a checkpoint, so that earlier hashes still hold.
    if (s.proc->resumed) {
      H.mix(0xC4EC4ull); H.mix(s.proc->link.id); H.mix(s.proc->seq_pushed);
      for (const ProcState::Part& part : s.proc->pending) { H.mix(part.fn); H.args(part.args); }
    }
  }
  if constexpr (Extra) {
    // Last-known objects answer zone_of, controller, get and var about cards
    // that have left (cleared every turn, so few). Timestamps as above.
    H.mix(s.lki.size());
    for (const auto& [id, o] : s.lki) {
      H.ref(id);
      H.mix(uint64_t(o.card) | uint64_t(o.owner) << 32 | uint64_t(o.controller) << 40 | uint64_t(o.zone) << 48);
      H.mix(uint64_t(o.flags) | uint64_t(o.known) << 8 | uint64_t(o.timestamp) << 32);
      for (int32_t v : o.vars) H.mix(uint64_t(uint32_t(v)));
    }
    H.mix(s.clock);
    for (const Modifier& m : s.mods) H.mix(m.timestamp);
  }
  H.mix(s.result.over); H.mix(s.result.winners);
  // Mixed only when set, so that every hash taken before concessions existed
  // (replays, the soak's records) still holds.
  if (s.conceding) H.mix(0xC0CEDE00ull | s.conceding);
  if (s.out) H.mix(0x0D7000ull | s.out);  // result.drawn follows from it
  return H.h;
}
}  // namespace

uint64_t Game::hash() const { return Hasher<Kind::Full>{s_}.state(); }
// The same value as Hasher<Kind::Position>{s_}.state(). Its prefix (the
// objects and zones, most of the work) is reused while the game has not
// changed: a pass changes only the machine's position, which rest() hashes.
uint64_t Game::position_hash() const {
  Hasher<Kind::Position> H{s_};
  PositionPrefix& pp = position_prefix_;
  if (pp.uid == uid_.v && pp.changes == changes_ && uid_.v) {
    H.h = pp.h;
  } else {
    H.prefix();
    pp = {uid_.v, changes_, H.h};
  }
  return H.rest();
}

// Which option of a decision, for the optional-loop bar. Like position_hash(),
// blind to object generations: the options offered at a recurring position
// name the same cards by slot, though their ids are new. (Hasher::ref's
// "still live" bit would add nothing: an offered option names live objects.)
// What the ruleset's state checks read, as its `state_checks_read` says:
// the objects of those zones and of every zone where a continuous ability
// can work (their characteristics may depend on them), every modifier and
// counter, the players' standing and the turn order, and the variables it
// names. Equal prints mean the checks would find what they found before.
// `reads` is what they read when they last ran (ReadWatch parts, what the
// characteristics they read were computed from included): whose turn it is
// counts only if that read the players or the step, an object's orientation
// only if it read some orientation, its variables only if it read some
// (then only those `obj_vars` lists while nothing may change a
// characteristic: a continuous ability's condition may read any).
uint64_t Game::checks_fingerprint(uint64_t reads) const {
  const RulesetDef::ChecksRead& read = rules().checks_read;
  uint64_t h = 0xC3A5C85C97CB3127ull;
  if (reads & (kReadPlayers | kReadClock)) {
    h = step(h, s_.active);
    h = step(h, s_.turn);
  }
  const uint8_t flags = (reads & kReadTapped) ? 0xFF : uint8_t(~kTapped);
  uint32_t vars = 0;
  if (reads & kReadObjVars) {
    static_sources();  // may_change_chr, for this state
    vars = cache_.may_change_chr ? ~0u : read.obj_vars;
  }
  h = step(h, vars);
  h = step(h, uint64_t(s_.lost) | uint64_t(s_.won) << 8 | uint64_t(s_.out) << 16);
  for (PlayerId p : s_.order) h = step(h, p);
  uint32_t zones = read.zones | lib_->continuous_zones;
  for (size_t z = 0; z < s_.zones.size(); z++) {
    const Zone& zone = s_.zones[z];
    if (!(zones >> zone.kind & 1)) continue;
    h = step(h, z);
    h = step(h, zone.slots.size());
    for (uint32_t slot : zone.slots) {
      const Object& o = s_.objects[slot];
      h = step(h, uint64_t(slot) | uint64_t(o.gen) << 32);
      h = step(h, o.card);
      h = step(h, uint64_t(o.owner) | uint64_t(o.controller) << 8 | uint64_t(o.flags & flags) << 16 |
                      uint64_t(o.known) << 24 | uint64_t(o.timestamp) << 32);
      if (o.base_controller != kNoPlayer) h = step(h, 0xC0u | uint64_t(o.base_controller) << 8);
      for (size_t v = 0; v < o.vars.size(); v++)
        if (vars >> v & 1) h = step(h, uint32_t(o.vars[v]));
    }
  }
  for (const Modifier& m : s_.mods) {
    h = step(h, uint64_t(m.target) | uint64_t(m.source) << 32);
    h = step(h, uint64_t(m.layer) | uint64_t(m.chr) << 16 | uint64_t(m.op) << 32 | uint64_t(m.duration) << 40 |
                    uint64_t(m.controller) << 48);
    h = step(h, uint64_t(uint32_t(m.value)) | uint64_t(m.timestamp) << 32);
  }
  for (const Counter& c : s_.counters) {
    h = step(h, uint64_t(c.obj) | uint64_t(c.kind) << 32);
    h = step(h, uint32_t(c.n));
  }
  if (read.player_vars)
    for (const auto& vars : s_.player_vars)
      for (int32_t v : vars) h = step(h, uint32_t(v));
  if (read.game_vars)
    for (int32_t v : s_.game_vars) h = step(h, uint32_t(v));
  return h;
}

uint64_t Game::option_key(const Option& o) {
  uint64_t h = 0x84222325CBF29CE4ull;
  h = step(h, uint64_t(o.kind)); h = step(h, o.fn); h = step(h, uint64_t(o.value)); h = step(h, obj_slot(o.obj));
  for (const Arg& a : o.args) {
    h = step(h, uint64_t(a.kind));
    h = step(h, a.kind == Arg::Kind::Obj ? uint64_t(obj_slot(ObjId(a.v))) : uint64_t(a.v));
  }
  return h;
}

}  // namespace cardinal
