// Characteristics: printed values, then continuous effects applied layer by
// layer. Inside a layer: with the ruleset's `self_first`, effects that change
// the object they come from first; then independent before dependent effects;
// then by timestamp.
// While a continuous effect decides whom it applies to, queries only see the
// layers below its own, so an effect that reads traits cannot depend on a
// power change that depends on it. An ability declared `depends` (it reads
// its own layer, e.g. "characters with keyword A gain keyword B" in the layer
// that grants A) sees its own layer too, without the other dependent
// effects of that layer, and applies after the independent ones.
#include <algorithm>
#include <bit>

#include "core/game.h"

namespace cardinal {

namespace {
struct Entry {
  uint16_t layer;
  uint32_t ts;
  const Modifier* mod;        // a stored modifier, or
  const AbilityDef* ability;  // a static ability's modifications
  ObjId source = kNoObj;      // ... and the object it comes from
  bool self = false;          // it changes the object it comes from
  bool dependent = false;     // declared `depends`
};

void apply(CharSheet& out, uint16_t chr, ModOp op, int32_t value) {
  switch (op) {
    case ModOp::Add: {  // saturating: many +2^31-1 modifiers must not wrap to a negative value
      int64_t sum = int64_t(out.ints[chr]) + value;
      out.ints[chr] = int32_t(std::clamp<int64_t>(sum, INT32_MIN, INT32_MAX));
      break;
    }
    case ModOp::Set: out.ints[chr] = value; break;
    case ModOp::AddToSet: {
      auto& s = out.sets[chr];
      if (std::find(s.begin(), s.end(), StrId(value)) == s.end()) s.push_back(StrId(value));
      break;
    }
    case ModOp::RemoveFromSet: std::erase(out.sets[chr], StrId(value)); break;
    case ModOp::ReplaceSet: out.sets[chr].assign(1, StrId(value)); break;
    case ModOp::LoseAbilities: out.lost_printed = true; break;
    case ModOp::GrantAbility: out.granted.push_back(uint32_t(value)); break;
  }
}
}  // namespace

void Game::touch(uint64_t parts) const {
  if (readonly_) throw ScriptError("a condition or filter tried to change the game (they must only read it)");
  changed(parts);
}

// Every version only grows, so a sum of versions stays the same exactly
// while none of them moves.
void Game::bump(uint64_t parts) const {
  if (parts == kReadAll) {
    ++read_ver_all_;
    return;
  }
  for (uint64_t m = parts; m; m &= m - 1) {
    ++read_ver_[size_t(std::countr_zero(m))];
    ++read_ver_sum_;
  }
}

uint64_t Game::read_stamp(uint64_t parts) const {
  if (parts == kReadAll) return read_ver_all_ + read_ver_sum_;
  uint64_t s = read_ver_all_;
  for (uint64_t m = parts; m; m &= m - 1) s += read_ver_[size_t(std::countr_zero(m))];
  return s;
}

uint64_t Game::card_parts(ObjId id) const {
  const Object* o = obj(id);
  return o ? zone_part(s_.zones[o->zone].kind) : kReadZones;
}
uint64_t Game::tapped_parts(ObjId id) const {
  const Object* o = obj(id);
  if (!o) return kReadZones | kReadTapped;
  int kind = s_.zones[o->zone].kind;
  return zone_part(kind) | tapped_part(kind);
}
uint64_t Game::var_parts(ObjId id) const {
  const Object* o = obj(id);
  if (!o) return kReadZones | kReadObjVars;
  int kind = s_.zones[o->zone].kind;
  return zone_part(kind) | vars_part(kind);
}

void Game::note_printed_read() const {
  note_read(cache_.static_parts | kReadFace);
}

Game::ModShape Game::mod_shape() const {
  ModShape m;
  for (const Modifier& x : s_.mods) {
    m.chr |= uint64_t(1) << std::min<uint16_t>(x.chr, 63);
    m.grant |= x.op == ModOp::GrantAbility;
    m.lose |= x.op == ModOp::LoseAbilities;
  }
  return m;
}

void Game::mods_reshaped(const ModShape& before) const {
  if (mod_shape() != before) bump(kReadModShape);
}

bool Game::has_mod_like(const Modifier& m) const {
  auto bit = [](const Modifier& x) { return std::min<uint16_t>(x.chr, 63); };
  for (auto it = s_.mods.rbegin(); it != s_.mods.rend(); ++it)
    if (bit(*it) == bit(m) && (m.op != ModOp::GrantAbility || it->op == m.op) &&
        (m.op != ModOp::LoseAbilities || it->op == m.op))
      return true;
  return false;
}

// The layer context a predicate runs in, put back however it ends: a script
// error thrown out of a condition (say while a view is drawn, outside any
// task, after which the game goes on) must not leave every later
// characteristic computed below that layer.
struct Game::LayerScope {
  const Game& g;
  int limit = g.layer_limit_, dep = g.dep_layer_;
  explicit LayerScope(const Game& game) : g(game) {}
  void restore() const { g.layer_limit_ = limit; g.dep_layer_ = dep; }
  ~LayerScope() { restore(); }
};

// Runs a script predicate: it may read the game but never change it.
bool Game::predicate(FnId fn, const Args& args) const {
  ++readonly_;
  struct Leave { int& n; ~Leave() { --n; } } leave{readonly_};
  return scripts_->test(const_cast<Game&>(*this), fn, args);
}

void Game::sync_char_cache() const {
  if (cache_.epoch == epoch_) return;
  if (cache_.changes == changes_ && !cache_.read_clock) {
    cache_.epoch = epoch_;  // only the clock moved, and nothing computed read it
    return;
  }
  cache_.clear(epoch_);
  cache_.changes = changes_;
}

const CharSheet& Game::chars(ObjId id) const {
  sync_char_cache();
  // A sheet of this epoch that read the clock may be the one returned.
  if (cache_.read_clock) note_clock_read();
  // Most objects, most of the time: no modifier of theirs and no static
  // ability anywhere that could apply, so their characteristics are the
  // printed ones (compute() would copy them and apply nothing).
  note_read(card_parts(id) | kReadFace);
  const Object* o = last_known(id);
  if (!o) return lib_->blank;
  if (o->face_down()) return lib_->blank;
  const std::vector<StaticSource>& sources = static_sources();
  // Which effects may apply: the sources in reach, the modifiers, and the
  // controllers (affects_controller).
  note_read(cache_.static_parts | kReadMods | kReadControl);
  if (std::none_of(sources.begin(), sources.end(), [&](const StaticSource& s) { return may_affect(s, id, *o); }) &&
      std::none_of(s_.mods.begin(), s_.mods.end(), [&](const Modifier& m) { return m.target == id; }))
    return lib_->printed[o->card];
  uint64_t key = (uint64_t(id) << 32) | (uint32_t(layer_limit_) & 0xFFFF) | (uint32_t(dep_layer_ + 1) << 16);
  auto it = cache_.sheets.find(key);
  if (it != cache_.sheets.end()) {
    note_read(it->second.parts);
    return it->second.sheet;
  }
  CharSheet out;
  uint64_t parts;
  {
    ReadWatch reads(*this);
    ClockWatch clock(*this);
    compute(id, *o, out, layer_limit_);
    cache_.read_clock |= clock.read();
    parts = reads.parts();
  }
  // Node-based map: references to entries stay valid while others are added.
  return cache_.sheets.emplace(key, CharCache::Kept{std::move(out), parts}).first->second.sheet;
}

bool Game::chr_may_change(int chr) const {
  static_sources();
  return chr < 0 || (cache_.may_change_chr >> std::min(chr, 63) & 1);
}

const CharSheet& Game::chars_for(ObjId id, int chr) const {
  if (!chr_may_change(chr)) {
    note_printed_read();
    note_read(card_parts(id));
    const Object* o = last_known(id);
    if (!o || o->face_down()) return lib_->blank;
    return lib_->printed[o->card];
  }
  return chars(id);
}

// Whether the static ability of `s` may change object id (o): without
// `applies` only its own card; with it, only objects in the zones it
// `affects` and controlled by whom `affects_controller` says, the gates the
// core checks before it asks `applies`.
bool Game::may_affect(const StaticSource& s, ObjId id, const Object& o) const {
  const AbilityDef& ab = lib_->abilities[s.ability];
  if (ab.applies == kNoFn) return s.source == id;
  if (ab.affects != 0xFFFFFFFFu && (o.zone >= s_.zones.size() || !(ab.affects >> s_.zones[o.zone].kind & 1))) return false;
  if (ab.affects_controller) {
    const Object* src = last_known(s.source);
    if (!src || (o.controller == src->controller) != (ab.affects_controller == 1)) return false;
  }
  return true;
}

// The static (continuous) abilities of objects in zones where they work, found
// once per epoch. Nothing here runs a script, so the list is complete before
// any predicate can ask for characteristics again.
std::vector<Game::StaticSource>& Game::static_sources() const {
  sync_char_cache();
  if (cache_.sources_ready) return cache_.sources;
  cache_.sources_ready = true;
  work_ += s_.mods.size() + s_.objects.size() / 2;
  bool lose = false, grant = false;
  for (const Modifier& m : s_.mods) {
    lose |= m.op == ModOp::LoseAbilities;
    grant |= m.op == ModOp::GrantAbility;
  }
  for (const Zone& z : s_.zones) {
    if (!(lib_->continuous_zones >> z.kind & 1)) continue;  // nothing there can apply
    for (uint32_t slot : z.slots) {
      const Object& src = s_.objects[slot];
      if (src.face_down()) continue;
      for (uint32_t a : lib_->cards[src.card].abilities) {
        const AbilityDef& ab = lib_->abilities[a];
        if (ab.kind != AbilityDef::Kind::Continuous) continue;
        if (!(ab.zones >> z.kind & 1)) continue;
        cache_.sources.push_back({a, id_of(slot), src.timestamp});
        for (const AbilityDef::Mod& m : ab.mods) {
          lose |= m.op == ModOp::LoseAbilities;
          grant |= m.op == ModOp::GrantAbility;
        }
      }
    }
  }
  // Continuous abilities granted by stored modifiers (a copy effect, say)
  // that affect other objects: known without computing anything. Granted
  // ones that change only their own object join in compute().
  for (const Modifier& m : s_.mods) {
    if (m.op != ModOp::GrantAbility) continue;
    const AbilityDef& ab = lib_->abilities[uint32_t(m.value)];
    if (ab.kind != AbilityDef::Kind::Continuous || ab.applies == kNoFn) continue;
    const Object* o = obj(m.target);
    if (!o || o->face_down() || !(ab.zones >> s_.zones[o->zone].kind & 1)) continue;
    cache_.sources.push_back({uint32_t(m.value), m.target, m.timestamp, -1, true});
    for (const AbilityDef::Mod& am : ab.mods) lose |= am.op == ModOp::LoseAbilities;
  }
  cache_.may_lose_abilities = lose;
  // What this list depends on: the zones where continuous abilities work,
  // who is face down, the modifiers' shape (which characteristics they
  // change, whether any grants or removes abilities: what may_change_chr and
  // the flags below read of them), and with a granted ability the modifiers
  // themselves and the zone of the object it was granted to.
  cache_.static_parts = kReadFace | kReadModShape | (grant ? kReadMods | kReadZones : uint64_t(lib_->continuous_zones));
  // Only these two operations make a sheet's abilities other than the
  // printed ones (lost_printed, granted): without any in reach, abilities_of
  // and ability_works need no characteristics (Game::printed_abilities_only).
  cache_.may_change_abilities = lose || grant;
  uint64_t chr = 0;
  auto mark = [&chr](uint16_t c) { chr |= uint64_t(1) << std::min<uint16_t>(c, 63); };
  for (const Modifier& m : s_.mods) mark(m.chr);
  for (const StaticSource& src : cache_.sources)
    for (const AbilityDef::Mod& m : lib_->abilities[src.ability].mods) mark(m.chr);
  cache_.may_change_chr = cache_.may_change_abilities ? ~uint64_t(0) : chr;
  return cache_.sources;
}

void Game::compute(ObjId id, const Object& o, CharSheet& out, int upto) const {
  const CardDef& cd = card_of(o);
  size_t nch = rules().chars.size();
  out.ints.assign(nch, 0);
  out.sets.assign(nch, {});
  // A face-down object has no characteristics.
  if (o.face_down()) return;
  for (size_t i = 0; i < nch && i < cd.ints.size(); i++) out.ints[i] = cd.ints[i];
  for (size_t i = 0; i < nch && i < cd.sets.size(); i++) out.sets[i] = cd.sets[i];

  std::vector<Entry> entries;
  for (const Modifier& m : s_.mods)
    if (m.target == id && m.layer < upto) entries.push_back({m.layer, m.timestamp, &m, nullptr, kNoObj, m.source == id});

  // Static abilities of objects where abilities work. The list does not
  // change during the epoch (predicates only read), so indexes stay valid
  // while predicates recurse into other objects' characteristics. A
  // condition's result is cached: it is always evaluated in the same context
  // (its own layer, or its layer's independent effects if it `depends`).
  std::vector<StaticSource>& sources = static_sources();
  for (size_t k = 0; k < sources.size(); k++) {
    const AbilityDef& ab = lib_->abilities[sources[k].ability];
    if (ab.layer >= upto) continue;
    if (ab.depends && int(ab.layer) == dep_layer_) continue;  // no dependent effect decides another's
    if (ab.applies != kNoFn && !may_affect(sources[k], id, o)) continue;  // its declared gates: no script
    ObjId sid = sources[k].source;
    LayerScope scope(*this);
    layer_limit_ = ab.layer;  // the predicate sees only lower layers
    if (ab.depends) {         // ... or its own layer's independent effects
      layer_limit_ = ab.layer + 1;
      dep_layer_ = ab.layer;
    }
    bool ok = true;
    if (ab.condition != kNoFn) {
      if (sources[k].condition < 0) {
        ReadWatch reads(*this);
        sources[k].condition = predicate(ab.condition, {Arg::obj(sid)});
        sources[k].condition_parts = reads.parts();
      } else {
        note_read(sources[k].condition_parts);  // what the kept result read
      }
      ok = sources[k].condition;
    }
    if (ok && ab.applies != kNoFn) ok = predicate(ab.applies, {Arg::obj(sid), Arg::obj(id)});
    else if (ok)
      ok = sid == id;  // no "applies": the card affects itself
    // Printed abilities of a source that lost them do not apply (seen below
    // the ability's layer). Granted ones are not lost (see LoseAbilities).
    if (ok && cache_.may_lose_abilities && !sources[k].granted) {
      layer_limit_ = ab.layer;
      dep_layer_ = -1;
      ok = !chars(sid).lost_printed;
    }
    scope.restore();
    if (ok) entries.push_back({ab.layer, sources[k].timestamp, nullptr, &ab, sid, sid == id, ab.depends});
  }
  bool self_first = rules().self_first;
  auto by_layer = [self_first](const Entry& a, const Entry& b) {
    if (a.layer != b.layer) return a.layer < b.layer;
    if (self_first && a.self != b.self) return a.self;
    if (a.dependent != b.dependent) return b.dependent;
    return a.ts < b.ts;
  };
  std::stable_sort(entries.begin(), entries.end(), by_layer);
  // About a VM instruction's time per unit (see work()): looking at a
  // modifier is cheap, sorting and applying one that matches is not.
  work_ += (s_.mods.size() + sources.size()) / 2 + entries.size() * 16;
  auto run = [&](const Entry& e) {
    if (e.mod) {
      apply(out, e.mod->chr, e.mod->op, e.mod->value);
    } else {
      for (const AbilityDef::Mod& m : e.ability->mods) {
        int32_t v = m.value;
        if (v == kControlYou && int(m.chr) == rules().control_char && m.op == ModOp::Set) {
          const Object* src = last_known(e.source);  // its controller now: no layer is read (no loop)
          v = src ? int32_t(src->controller) + 1 : 0;
        }
        apply(out, m.chr, m.op, v);
      }
    }
  };
  // Up to the abilities layer first: that settles which abilities the object
  // has. Continuous abilities it was granted that modify the object itself
  // then join the later layers, with the object's own timestamp.
  int abilities_layer = rules().layer_index("abilities");
  size_t i = 0;
  for (; i < entries.size() && int(entries[i].layer) <= abilities_layer; i++) run(entries[i]);
  std::vector<Entry> rest(entries.begin() + long(i), entries.end());
  for (uint32_t g : out.granted) {
    const AbilityDef& ab = lib_->abilities[g];
    if (ab.kind != AbilityDef::Kind::Continuous || ab.applies != kNoFn) continue;
    if (int(ab.layer) <= abilities_layer || int(ab.layer) >= upto) continue;
    bool ok = true;
    if (ab.condition != kNoFn) {
      LayerScope scope(*this);
      layer_limit_ = ab.layer;
      ok = predicate(ab.condition, {Arg::obj(id)});
    }
    if (ok) rest.push_back({ab.layer, o.timestamp, nullptr, &ab, id, true});
  }
  std::stable_sort(rest.begin(), rest.end(), by_layer);
  for (const Entry& e : rest) run(e);
}

int32_t Game::get_int(ObjId id, int chr) const {
  const CharSheet& sh = chars_for(id, chr);
  return chr >= 0 && size_t(chr) < sh.ints.size() ? sh.ints[chr] : 0;
}

bool Game::set_has(ObjId id, int chr, StrId v) const {
  const CharSheet& sh = chars_for(id, chr);
  if (chr < 0 || size_t(chr) >= sh.sets.size()) return false;
  const auto& s = sh.sets[chr];
  return std::find(s.begin(), s.end(), v) != s.end();
}

}  // namespace cardinal
