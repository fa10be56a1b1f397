#include "core/serialize.h"

#include <fmt/format.h>

#include <cstring>

namespace cardinal {

namespace {

constexpr char kMagic[4] = {'C', 'D', 'N', 'L'};

struct Writer {
  std::string out;
  void raw(const void* p, size_t n) { out.append(static_cast<const char*>(p), n); }
  void u8(uint8_t v) { raw(&v, 1); }
  void u16(uint16_t v) { for (int i = 0; i < 2; i++) u8(uint8_t(v >> (8 * i))); }
  void u32(uint32_t v) { for (int i = 0; i < 4; i++) u8(uint8_t(v >> (8 * i))); }
  void u64(uint64_t v) { for (int i = 0; i < 8; i++) u8(uint8_t(v >> (8 * i))); }
  void i32(int32_t v) { u32(uint32_t(v)); }
  void i64(int64_t v) { u64(uint64_t(v)); }
  void b(bool v) { u8(v ? 1 : 0); }
  void str(const std::string& s) { u32(uint32_t(s.size())); raw(s.data(), s.size()); }
};

struct Reader {
  std::string_view in;
  size_t pos = 0;
  [[noreturn]] void fail(const std::string& what) const {
    throw RuleError(fmt::format("snapshot: {} (at byte {} of {})", what, pos, in.size()));
  }
  void need(size_t n) { if (in.size() - pos < n) fail("truncated"); }
  uint8_t u8() { need(1); return uint8_t(in[pos++]); }
  uint16_t u16() { uint16_t v = 0; for (int i = 0; i < 2; i++) v |= uint16_t(u8()) << (8 * i); return v; }
  uint32_t u32() { uint32_t v = 0; for (int i = 0; i < 4; i++) v |= uint32_t(u8()) << (8 * i); return v; }
  uint64_t u64() { uint64_t v = 0; for (int i = 0; i < 8; i++) v |= uint64_t(u8()) << (8 * i); return v; }
  int32_t i32() { return int32_t(u32()); }
  int64_t i64() { return int64_t(u64()); }
  bool b() { uint8_t v = u8(); if (v > 1) fail("bad boolean"); return v; }
  std::string str() { uint32_t n = u32(); need(n); std::string s(in.substr(pos, n)); pos += n; return s; }
  // A count of following items, each at least `min_bytes` long: a corrupt
  // count cannot make us allocate more than the input could hold.
  size_t count(size_t min_bytes) {
    uint32_t n = u32();
    if (min_bytes && size_t(n) > (in.size() - pos) / min_bytes) fail("a count larger than the data");
    return n;
  }
};

void put_args(Writer& w, const Args& a) {
  w.u32(uint32_t(a.size()));
  for (const Arg& x : a) { w.u8(uint8_t(x.kind)); w.i64(x.v); }
}

void put_link(Writer& w, const Link& l) {
  w.u32(l.id); w.u32(l.fn); w.u32(l.ability); w.u32(l.source); w.u8(l.controller); w.u8(uint8_t(l.speed));
  w.u32(uint32_t(l.targets.size()));
  for (ObjId t : l.targets) w.u32(t);
  put_args(w, l.args);
  w.str(l.label);
  for (int32_t v : l.vars) w.i32(v);
}

void put_object(Writer& w, const Object& o) {
  w.u32(o.card); w.u16(o.gen); w.u8(o.owner); w.u8(o.controller); w.u16(o.zone);
  w.u8(o.flags); w.u8(o.known); w.u32(o.timestamp);
  for (int32_t v : o.vars) w.i32(v);
  w.u8(o.base_controller);
}

void put_event(Writer& w, const Event& e) {
  w.u32(e.type); w.u32(e.subject); w.u32(e.other); w.u8(e.player); w.i32(e.amount); w.u32(e.reason);
}

void put_state(Writer& w, const GameState& s, bool nested) {
  w.u8(s.nplayers);
  w.u32(uint32_t(s.order.size()));
  for (PlayerId p : s.order) w.u8(p);
  w.u8(s.active); w.u32(s.turn); w.u8(s.lost); w.u8(s.won); w.u8(s.conceding); w.u8(s.out);
  for (uint64_t x : s.rng.s) w.u64(x);
  w.u32(s.clock); w.u32(s.next_link);
  w.u32(uint32_t(s.objects.size()));
  for (const Object& o : s.objects) put_object(w, o);
  w.u32(uint32_t(s.zones.size()));
  for (const Zone& z : s.zones) {
    w.u16(z.kind); w.u8(z.player);
    w.u32(uint32_t(z.slots.size()));
    for (uint32_t x : z.slots) w.u32(x);
  }
  w.u32(uint32_t(s.mods.size()));
  for (const Modifier& m : s.mods) {
    w.u32(m.target); w.u32(m.source); w.u16(m.layer); w.u16(m.chr); w.u8(uint8_t(m.op));
    w.u8(m.duration); w.u8(m.controller); w.i32(m.value); w.u32(m.timestamp);
  }
  w.u32(uint32_t(s.counters.size()));
  for (const Counter& c : s.counters) { w.u32(c.obj); w.u32(c.kind); w.i32(c.n); }
  w.u32(uint32_t(s.used.size()));
  for (const Usage& u : s.used) { w.i64(u.key); w.i32(u.n); }
  w.u32(uint32_t(s.chain.size()));
  for (const Link& l : s.chain) put_link(w, l);
  w.u32(uint32_t(s.triggers.size()));
  for (const PendingTrigger& t : s.triggers) { w.u32(t.ability); w.u32(t.source); w.u8(t.controller); put_event(w, t.ev); }
  w.u32(uint32_t(s.lki.size()));
  for (const auto& [id, o] : s.lki) { w.u32(id); put_object(w, o); }
  w.u32(uint32_t(s.game_vars.size()));
  for (int32_t v : s.game_vars) w.i32(v);
  w.u32(uint32_t(s.player_vars.size()));
  for (const auto& pv : s.player_vars) for (int32_t v : pv) w.i32(v);
  w.u32(uint32_t(s.params.size()));
  for (int64_t p : s.params) w.i64(p);
  w.u8(uint8_t(s.stage));
  w.u32(uint32_t(s.seqs.size()));
  for (const SeqPos& p : s.seqs) { w.u16(p.seq); w.u16(p.index); }
  w.u8(s.holder); w.u8(s.passes); w.b(s.resolving); w.b(s.checks_done); w.b(s.step_triggered);
  w.b(s.decision.has_value());
  if (s.decision) {
    const Decision& d = *s.decision;
    if (d.unlisted) throw RuleError("a look-ahead's stop cannot be saved: its actions were not listed");
    w.u8(d.player); w.str(d.kind); w.str(d.prompt);
    w.u32(uint32_t(d.options.size()));
    for (const Option& o : d.options) {
      w.u8(uint8_t(o.kind)); w.str(o.label); w.u32(o.fn); put_args(w, o.args); w.i64(o.value); w.u32(o.obj);
      w.u8(uint8_t(o.speed)); w.str(o.public_label);
    }
    w.u32(uint32_t(d.origin.size()));
    for (uint32_t i : d.origin) w.u32(i);
    w.b(d.secret);
  }
  w.b(s.proc.has_value() && !nested);
  if (s.proc && !nested) {
    const ProcState& p = *s.proc;
    w.u8(uint8_t(p.task)); w.u8(p.actor); w.u32(p.fn); put_args(w, p.args); w.str(p.label); w.str(p.public_label);
    w.u32(uint32_t(p.answers.size()));
    for (uint32_t a : p.answers) w.u32(a);
    put_state(w, *p.pre, true);
    w.b(p.resumed);  // format 9 on: a checkpoint's record
    if (p.resumed) {
      w.b(p.seq_pushed);
      put_link(w, p.link);
      put_state(w, *p.origin, true);
      w.u32(uint32_t(p.pending.size()));  // format 10 on
      for (const ProcState::Part& part : p.pending) { w.u32(part.fn); put_args(w, part.args); }
    }
  }
  w.b(s.result.over); w.u8(s.result.winners); w.b(s.result.error); w.str(s.result.reason); w.u8(s.result.drawn);
  w.u32(uint32_t(s.loop_seen.size()));
  for (uint64_t h : s.loop_seen) w.u64(h);
  w.u32(uint32_t(s.loop_marks.size()));
  for (const LoopMark& m : s.loop_marks) { w.u64(m.state); w.u64(m.option); w.u32(m.times); }
  w.u64(s.offer_state);
  w.b(s.logging);
  w.u32(uint32_t(s.log.size()));
  for (const LogEntry& e : s.log) { w.u8(e.visible); w.str(e.text); }
}

// Reads a state, checking every number against the library.
struct StateReader {
  Reader& r;
  const Library& lib;

  PlayerId player(uint8_t n, bool allow_none) {
    uint8_t p = r.u8();
    if (p == kNoPlayer && allow_none) return p;
    if (p >= n) r.fail(fmt::format("player {} out of range", p));
    return p;
  }
  FnId fn(bool allow_none) {
    uint32_t f = r.u32();
    if (f == kNoFn && allow_none) return f;
    if (f >= lib.fn_names.size()) r.fail(fmt::format("function #{} out of range", f));
    return f;
  }
  StrId str_id() {
    uint32_t s = r.u32();
    if (s >= lib.strings.size()) r.fail(fmt::format("name #{} out of range", s));
    return s;
  }
  Args args() {
    Args a(r.count(9));
    for (Arg& x : a) {
      uint8_t k = r.u8();
      if (k > uint8_t(Arg::Kind::Str)) r.fail("bad argument kind");
      x.kind = Arg::Kind(k);
      x.v = r.i64();
    }
    return a;
  }
  Object object(const GameState& s) {
    Object o;
    o.card = r.u32();
    if (o.card >= lib.cards.size()) r.fail(fmt::format("card #{} out of range", o.card));
    o.gen = r.u16(); o.owner = player(s.nplayers, false); o.controller = player(s.nplayers, false);
    o.zone = r.u16(); o.flags = r.u8(); o.known = r.u8(); o.timestamp = r.u32();
    for (int32_t& v : o.vars) v = r.i32();
    o.base_controller = player(s.nplayers, true);
    return o;
  }
  Event event(const GameState& s) {
    Event e;
    e.type = str_id(); e.subject = r.u32(); e.other = r.u32(); e.player = player(s.nplayers, true);
    e.amount = r.i32(); e.reason = r.u32();
    return e;
  }

  Link link(const GameState& s) {
    Link l;
    l.id = r.u32(); l.fn = fn(true); l.ability = r.u32();
    if (l.ability > lib.abilities.size()) r.fail("link with an unknown ability");
    l.source = r.u32(); l.controller = player(s.nplayers, false); l.speed = int8_t(r.u8());
    l.targets.resize(r.count(4));
    for (ObjId& t : l.targets) t = r.u32();
    l.args = args();
    l.label = r.str();
    for (int32_t& v : l.vars) v = r.i32();
    return l;
  }

  void read(GameState& s, bool nested) {
    const RulesetDef& rules = lib.rules;
    s.nplayers = r.u8();
    if (s.nplayers < 1 || s.nplayers > kMaxPlayers) r.fail("bad player count");
    s.order.resize(r.count(1));
    uint32_t seated = 0;
    for (PlayerId& p : s.order) {
      p = player(s.nplayers, false);
      if (seated >> p & 1) r.fail("a player seated twice in the turn order");
      seated |= 1u << p;
    }
    if (s.order.size() != s.nplayers) r.fail("a turn order without every player");
    s.active = player(s.nplayers, false); s.turn = r.u32(); s.lost = r.u8(); s.won = r.u8();
    if ((s.lost | s.won) >> s.nplayers) r.fail("an outcome for a player the game does not have");
    s.conceding = r.u8();
    if (s.conceding >> s.nplayers) r.fail("a concession by a player the game does not have");
    s.out = r.u8();
    if (s.out >> s.nplayers) r.fail("a player out of the game that the game does not have");
    for (uint64_t& x : s.rng.s) x = r.u64();
    s.clock = r.u32(); s.next_link = r.u32();
    s.objects.resize(r.count(24));
    // Slot 0 is "no object"; slots are 16 bits of an id (Game::create's bound).
    if (s.objects.empty()) r.fail("an object list without its first slot");
    if (s.objects.size() > size_t(rules.max_objects) + 1) r.fail("more objects than the ruleset allows (max_objects)");
    for (Object& o : s.objects) o = object(s);
    s.zones.resize(r.count(7));
    for (Zone& z : s.zones) {
      z.kind = r.u16();
      if (z.kind >= rules.zones.size()) r.fail("zone kind out of range");
      z.player = player(s.nplayers, true);
      z.slots.resize(r.count(4));
      for (uint32_t& x : z.slots) {
        x = r.u32();
        if (x == 0 || x >= s.objects.size()) r.fail("zone holds an object slot out of range");
      }
    }
    // The zones are laid out as a new game of this size lays them out (kind
    // by kind, one per player for per-player kinds): the engine indexes them
    // that way, and a forged list with a zone missing would index past it.
    {
      size_t zi = 0;
      for (uint16_t k = 0; k < rules.zones.size(); k++) {
        int n = rules.zones[k].per_player ? s.nplayers : 1;
        for (int p = 0; p < n; p++, zi++) {
          PlayerId expect = rules.zones[k].per_player ? PlayerId(p) : kNoPlayer;
          if (zi >= s.zones.size() || s.zones[zi].kind != k || s.zones[zi].player != expect)
            r.fail("the zones do not match the ruleset");
        }
      }
      if (zi != s.zones.size()) r.fail("the zones do not match the ruleset");
    }
    // Every object is in exactly the zone it says.
    std::vector<int> seen(s.objects.size(), 0);
    for (ZoneId zi = 0; zi < s.zones.size(); zi++)
      for (uint32_t x : s.zones[zi].slots) {
        if (seen[x]++ || s.objects[x].zone != zi) r.fail(fmt::format("object slot {} is misplaced", x));
      }
    for (size_t x = 1; x < s.objects.size(); x++)
      if (!seen[x]) r.fail(fmt::format("object slot {} is in no zone", x));
    s.mods.resize(r.count(24));
    for (Modifier& m : s.mods) {
      m.target = r.u32(); m.source = r.u32(); m.layer = r.u16(); m.chr = r.u16();
      uint8_t op = r.u8();
      if (op > uint8_t(ModOp::GrantAbility)) r.fail("bad modifier operation");
      m.op = ModOp(op);
      m.duration = r.u8(); m.controller = player(s.nplayers, true); m.value = r.i32(); m.timestamp = r.u32();
      if (m.chr >= rules.chars.size() && m.op != ModOp::LoseAbilities && m.op != ModOp::GrantAbility)
        r.fail("modifier of an unknown characteristic");
      if (m.duration != 0xFF && m.duration >= rules.durations.size()) r.fail("modifier with an unknown duration");
      if (m.op == ModOp::GrantAbility && (m.value < 0 || size_t(m.value) >= lib.abilities.size()))
        r.fail("modifier granting an unknown ability");
    }
    s.counters.resize(r.count(12));
    for (Counter& c : s.counters) { c.obj = r.u32(); c.kind = str_id(); c.n = r.i32(); }
    s.used.resize(r.count(12));
    for (Usage& u : s.used) { u.key = r.i64(); u.n = r.i32(); }
    s.chain.resize(r.count(26));
    for (Link& l : s.chain) l = link(s);
    s.triggers.resize(r.count(30));
    for (PendingTrigger& t : s.triggers) {
      t.ability = r.u32();
      if (t.ability >= lib.abilities.size()) r.fail("pending trigger of an unknown ability");
      t.source = r.u32(); t.controller = player(s.nplayers, false); t.ev = event(s);
    }
    s.lki.resize(r.count(28));
    for (auto& [id, o] : s.lki) {
      id = r.u32(); o = object(s);
      if (o.zone >= s.zones.size()) r.fail("a last-known object in a zone out of range");
    }
    s.game_vars.resize(r.count(4));
    if (s.game_vars.size() != rules.game_vars.size()) r.fail("game variable count differs from the ruleset");
    for (int32_t& v : s.game_vars) v = r.i32();
    s.player_vars.resize(r.count(4 * kPlayerVars));
    if (s.player_vars.size() != s.nplayers) r.fail("player variables for a different player count");
    for (auto& pv : s.player_vars) for (int32_t& v : pv) v = r.i32();
    s.params.resize(r.count(8));
    if (s.params.size() != rules.params.size()) r.fail("parameter count differs from the ruleset");
    for (int64_t& p : s.params) p = r.i64();
    uint8_t stage = r.u8();
    if (stage > uint8_t(Stage::Over)) r.fail("bad machine stage");
    s.stage = Stage(stage);
    s.seqs.resize(r.count(4));
    for (SeqPos& p : s.seqs) {
      p.seq = r.u16(); p.index = r.u16();
      if (p.seq >= rules.sequences.size() || p.index >= rules.sequences[p.seq].steps.size())
        r.fail("step position out of range");
    }
    if (s.seqs.empty() && s.stage != Stage::Setup && s.stage != Stage::Over) r.fail("no step for the machine's stage");
    s.holder = player(s.nplayers, true); s.passes = r.u8(); s.resolving = r.b(); s.checks_done = r.b();
    if (s.stage == Stage::Priority && s.holder == kNoPlayer) r.fail("priority with nobody holding it");
    s.step_triggered = r.b();
    if (r.b()) {
      Decision d;
      d.player = player(s.nplayers, false); d.kind = r.str(); d.prompt = r.str();
      d.options.resize(r.count(30));
      for (Option& o : d.options) {
        uint8_t k = r.u8();
        if (k > uint8_t(Option::Kind::Choice)) r.fail("bad option kind");
        o.kind = Option::Kind(k); o.label = r.str(); o.fn = fn(true); o.args = args(); o.value = r.i64();
        o.obj = r.u32(); o.speed = int8_t(r.u8());
        o.public_label = r.str();
      }
      if (d.options.empty()) r.fail("a decision with no options");
      d.origin.resize(r.count(4));
      if (!d.origin.empty() && d.origin.size() != d.options.size()) r.fail("a decision's option numbering does not match its options");
      for (size_t i = 0; i < d.origin.size(); i++) {
        d.origin[i] = r.u32();
        if (i && d.origin[i] <= d.origin[i - 1]) r.fail("a decision's option numbering is out of order");
      }
      d.secret = r.b();
      s.decision = std::move(d);
    }
    if (r.b()) {
      if (nested) r.fail("nested procedure record");
      ProcState p;
      uint8_t task = r.u8();
      if (task > uint8_t(TaskKind::Pass)) r.fail("bad task kind");
      p.task = TaskKind(task); p.actor = player(s.nplayers, true); p.fn = fn(true); p.args = args();
      p.label = r.str();
      p.public_label = r.str();
      p.answers.resize(r.count(4));
      for (uint32_t& a : p.answers) a = r.u32();
      // The states a procedure restores must be of this game: the engine
      // indexes their zones by this game's player count.
      auto pre = std::make_shared<GameState>();
      read(*pre, true);
      if (pre->nplayers != s.nplayers) r.fail("a procedure's starting state has a different player count");
      p.pre = std::move(pre);
      if (r.b()) {
        p.resumed = true;
        p.seq_pushed = r.b();
        p.link = link(s);
        auto origin = std::make_shared<GameState>();
        read(*origin, true);
        if (origin->nplayers != s.nplayers) r.fail("a procedure's checkpoint has a different player count");
        p.origin = std::move(origin);
        p.pending.resize(r.count(8));
        for (ProcState::Part& part : p.pending) { part.fn = fn(false); part.args = args(); }
      }
      s.proc = std::move(p);
    }
    // Outside a procedure the only question is the priority offer; answering
    // anything else would pass at a step the machine is not in.
    if (!nested && s.decision && !s.proc && s.stage != Stage::Priority) r.fail("a question outside any procedure, not at priority");
    s.result.over = r.b(); s.result.winners = r.u8(); s.result.error = r.b(); s.result.reason = r.str();
    if (s.result.winners >> s.nplayers) r.fail("a winner the game does not have");
    s.result.drawn = r.u8();
    if (s.result.drawn >> s.nplayers) r.fail("a draw for a player the game does not have");
    s.loop_seen.resize(r.count(8));
    for (uint64_t& h : s.loop_seen) h = r.u64();
    s.loop_marks.resize(r.count(20));
    for (LoopMark& m : s.loop_marks) { m.state = r.u64(); m.option = r.u64(); m.times = r.u32(); }
    s.offer_state = r.u64();
    s.logging = r.b();
    s.log.clear();
    s.log_bytes = 0;
    for (size_t i = 0, n = r.count(5); i < n; i++) {
      LogEntry e;
      e.visible = r.u8();
      e.text = r.str();
      s.log_bytes += e.text.size();
      s.log.push_back(std::move(e));
    }
  }
};

uint64_t fnv(std::string_view b) {
  uint64_t h = 0xCBF29CE484222325ull;
  for (unsigned char c : b) h = (h ^ c) * 0x100000001B3ull;
  return h;
}

}  // namespace

// What a snapshot's numbers point into: cards, abilities, registered
// functions, interned strings and the ruleset's names. Every function counts
// by its name and file but not its line, so an edit that only moves lines
// keeps snapshots valid, while a rename or a reorder (the same counts, other
// ids) makes them refused instead of restored pointing at the wrong function.
// Computed once when the library is loaded (Library::fingerprint).
uint64_t compute_library_fingerprint(const Library& lib) {
  uint64_t h = 0xCBF29CE484222325ull;
  auto mix = [&](uint64_t v) { h = (h ^ v) * 0x100000001B3ull; };
  auto mixs = [&](std::string_view s) { for (unsigned char c : s) mix(c); mix(0xFF); };
  mixs(lib.rules.game);
  mix(lib.cards.size());
  for (const CardDef& c : lib.cards) { mix(uint64_t(c.id)); mix(c.abilities.size()); }
  mix(lib.abilities.size());
  mix(lib.fn_names.size());
  for (std::string_view where : lib.fn_names) {
    size_t colon = where.find_last_of(':');
    if (colon != std::string_view::npos && where.find_first_not_of("0123456789", colon + 1) == std::string_view::npos)
      where = where.substr(0, colon);
    mixs(where);
  }
  mix(lib.strings.size());
  for (size_t i = 1; i < lib.strings.size(); i++) mixs(lib.strings.str(StrId(i)));
  for (const auto& z : lib.rules.zones) mixs(z.name);
  for (const auto& v : lib.rules.obj_vars) mixs(v);
  for (const auto& v : lib.rules.player_vars) mixs(v);
  for (const auto& v : lib.rules.game_vars) mixs(v);
  for (const auto& c : lib.rules.chars) mixs(c.name);
  return h;
}

uint64_t library_fingerprint(const Library& lib) {
  return lib.fingerprint ? lib.fingerprint : compute_library_fingerprint(lib);
}

// The version check of restore and reseal: one version read, the one written.
static void check_version(Reader& r) {
  uint32_t version = r.u32();
  if (version != kSnapshotVersion)
    r.fail(fmt::format("format version {}; this build reads only version {} (the format is unstable before 1.0: "
                       "take the snapshot again with this build)", version, kSnapshotVersion));
}

std::string snapshot(const Game& g) {
  Writer w;
  w.raw(kMagic, 4);
  w.u32(kSnapshotVersion);
  w.u64(library_fingerprint(g.library()));
  put_state(w, g.state(), false);
  w.u64(g.hash());  // a check on the meaning: restore recomputes it
  w.u64(fnv(w.out));  // a check on the bytes, including the parts the hash leaves out
  return std::move(w.out);
}

Game restore(const Library& lib, std::string_view bytes) {
  Reader r{bytes};
  r.need(4);
  if (std::memcmp(bytes.data(), kMagic, 4) != 0) r.fail("not a Cardinal snapshot (bad magic)");
  r.pos = 4;
  check_version(r);
  if (r.u64() != library_fingerprint(lib)) r.fail("taken with a different card library or ruleset");
  if (bytes.size() < 24) r.fail("truncated");
  {
    Reader tail{bytes, bytes.size() - 8};
    if (tail.u64() != fnv(bytes.substr(0, bytes.size() - 8))) r.fail("corrupted (checksum mismatch)");
    r.in = bytes.substr(0, bytes.size() - 8);
  }
  GameState s;
  StateReader{r, lib}.read(s, false);
  uint64_t expect = r.u64();
  if (r.pos != r.in.size()) r.fail("trailing bytes");
  Game g = Game::from_state(lib, std::move(s));
  if (g.hash() != expect)
    throw RuleError("snapshot: the restored state does not match its checksum");
  return g;
}

std::string reseal(const Library& lib, std::string_view bytes) {
  Reader r{bytes};
  r.need(16);
  if (std::memcmp(bytes.data(), kMagic, 4) != 0) r.fail("not a Cardinal snapshot (bad magic)");
  r.pos = 4;
  check_version(r);
  if (r.u64() != library_fingerprint(lib)) r.fail("taken with a different card library or ruleset");
  GameState s;
  StateReader{r, lib}.read(s, false);
  Game g = Game::from_state(lib, std::move(s));
  return snapshot(g);
}

}  // namespace cardinal
