// Game construction, queries and the primitives scripts use to change state.
#include "core/game.h"

#include <fmt/format.h>

#include <algorithm>
#include <atomic>

namespace cardinal {

Game::Uid::Uid() {
  static std::atomic<uint64_t> next{1};
  v = next.fetch_add(1, std::memory_order_relaxed);
}

Game::Game(const Library& lib, const GameConfig& cfg) : lib_(&lib) {
  const RulesetDef& r = lib.rules;
  if (cfg.players < r.min_players || cfg.players > r.max_players || cfg.players > kMaxPlayers)
    throw RuleError(fmt::format("{} is for {}-{} players, not {}", r.game, r.min_players, r.max_players,
                                cfg.players));
  if (int(cfg.decks.size()) != cfg.players)
    throw RuleError(fmt::format("{} decks given for {} players", cfg.decks.size(), cfg.players));
  int deck_kind = r.zone_kind(r.deck_zone);
  if (deck_kind < 0) throw RuleError("the ruleset declares no deck zone \"" + r.deck_zone + "\"");

  s_.nplayers = uint8_t(cfg.players);
  s_.rng.seed(cfg.seed);
  s_.logging = cfg.log;
  for (int p = 0; p < cfg.players; p++) s_.order.push_back(PlayerId(p));

  for (const auto& [name, value] : r.params) s_.params.push_back(value);
  for (const auto& [name, value] : cfg.params) {
    int at = r.param_index(name);
    if (at < 0) throw RuleError(fmt::format("unknown ruleset parameter \"{}\"", name));
    if (std::string why = param_out_of_range(name, value); !why.empty()) throw RuleError(why);
    s_.params[at] = value;
  }

  size_t nzones = 0;  // reserved exactly: a live game keeps the vector's capacity
  for (const ZoneKindDef& k : r.zones) nzones += k.per_player ? size_t(cfg.players) : 1;
  s_.zones.reserve(nzones);
  for (size_t k = 0; k < r.zones.size(); k++) {
    int n = r.zones[k].per_player ? cfg.players : 1;
    for (int p = 0; p < n; p++) {
      Zone z;
      z.kind = uint16_t(k);
      z.player = r.zones[k].per_player ? PlayerId(p) : kNoPlayer;
      s_.zones.push_back(std::move(z));
    }
  }
  build_zone_index();

  // Checked before any object is made: a client's or a replay's deck of a
  // billion ids must not be allocated first and refused after.
  size_t cards = 0;
  for (int p = 0; p < cfg.players; p++) cards += cfg.decks[p].size();
  if (cards > size_t(r.max_objects))
    throw RuleError(fmt::format("{} cards in one game: {} holds at most {} objects (ruleset key max_objects)", cards,
                                r.game, r.max_objects));
  s_.objects.reserve(cards + 1);
  s_.objects.emplace_back();  // slot 0: no object
  for (int p = 0; p < cfg.players; p++) {
    ZoneId deck = zone(deck_kind, PlayerId(p));
    for (int64_t id : cfg.decks[p]) {
      auto it = lib.card_by_id.find(id);
      if (it == lib.card_by_id.end())
        throw RuleError(fmt::format("player {}'s deck: no card with id {} in the {} library", p + 1, id, r.game));
      Object o;
      o.card = it->second;
      o.owner = o.controller = PlayerId(p);
      o.zone = deck;
      o.flags = r.zones[deck_kind].face_down ? kFaceDown : 0;
      o.timestamp = now();
      s_.zones[deck].slots.push_back(uint32_t(s_.objects.size()));
      s_.objects.push_back(o);
    }
  }
  s_.game_vars.assign(r.game_vars.size(), 0);
  s_.player_vars.assign(cfg.players, {});
  s_.stage = Stage::Setup;
}

// Zones are laid out kind by kind, one per player for per-player kinds.
void Game::build_zone_index() {
  const RulesetDef& r = rules();
  zone_index_.assign(r.zones.size() * kMaxPlayers, kNoZone);
  for (ZoneId z = 0; z < s_.zones.size(); z++) {
    const Zone& zone = s_.zones[z];
    zone_index_[zone.kind * kMaxPlayers + (zone.player == kNoPlayer ? 0 : zone.player)] = z;
  }
}

Game Game::from_state(const Library& lib, GameState state) {
  Game g(lib);
  g.s_ = std::move(state);
  // The zone layout must be the one a new game of this size would have.
  size_t expect = 0;
  for (const ZoneKindDef& k : lib.rules.zones) expect += k.per_player ? g.s_.nplayers : 1;
  if (g.s_.zones.size() != expect) throw RuleError("snapshot: the zones do not match the ruleset");
  for (ZoneId z = 0; z < g.s_.zones.size(); z++) {
    const Zone& zone = g.s_.zones[z];
    if (lib.rules.zones[zone.kind].per_player == (zone.player == kNoPlayer))
      throw RuleError("snapshot: the zones do not match the ruleset");
  }
  g.build_zone_index();
  // A question in a resolution: its link is resolving, as in the game the
  // state was taken from (perform() sets it the same way when it replays).
  if (g.s_.proc)
    if (const Link* l = g.s_.proc->resolving()) g.current_link_ = *l;
  return g;
}

const Link* ProcState::resolving() const {
  if (resumed) return link.id ? &link : nullptr;
  if (task == TaskKind::Resolve && pre && !pre->chain.empty()) return &pre->chain.back();
  return nullptr;
}

PlayerId Game::next_player(PlayerId p) const {
  const std::vector<PlayerId>& o = s_.order;
  size_t at = size_t(std::find(o.begin(), o.end(), p) - o.begin());
  for (size_t i = 1; i <= o.size(); i++) {
    PlayerId q = o[(at + i) % o.size()];
    if (in_game(q)) return q;
  }
  return p;
}

// Seats drawn at random, or a card that reverses the turn order:
// the next turn, priority and next_player follow the new order from where
// they are.
void Game::set_turn_order(std::span<const PlayerId> order) {
  uint32_t seen = 0;
  for (PlayerId p : order) {
    if (p >= s_.nplayers) throw RuleError(fmt::format("set_turn_order: there is no player {}", int(p) + 1));
    if (seen >> p & 1) throw RuleError(fmt::format("set_turn_order: player {} is listed twice", int(p) + 1));
    seen |= 1u << p;
  }
  if (order.size() != s_.nplayers)
    throw RuleError(fmt::format("set_turn_order: {} players listed, the game has {}", order.size(), s_.nplayers));
  touch(kReadPlayers);
  s_.order.assign(order.begin(), order.end());
}

const Object* Game::obj(ObjId id) const {
  uint32_t slot = obj_slot(id);
  if (slot == 0 || slot >= s_.objects.size()) return nullptr;
  const Object& o = s_.objects[slot];
  return o.gen == obj_gen(id) ? &o : nullptr;
}

Object* Game::mut(ObjId id) { return const_cast<Object*>(obj(id)); }

const Object* Game::last_known(ObjId id) const {
  if (const Object* o = obj(id)) return o;
  for (auto it = s_.lki.rbegin(); it != s_.lki.rend(); ++it)
    if (it->first == id) return &it->second;
  return nullptr;
}

ZoneId Game::zone(int kind, PlayerId p) const {
  if (kind < 0 || size_t(kind) >= rules().zones.size()) return kNoZone;
  if (!rules().zones[kind].per_player) p = 0;
  if (p >= s_.nplayers) return kNoZone;
  return zone_index_[kind * kMaxPlayers + p];
}

std::vector<ObjId> Game::zone_objects(ZoneId z) const {
  std::vector<ObjId> out;
  out.reserve(s_.zones[z].slots.size());
  for (uint32_t slot : s_.zones[z].slots) out.push_back(id_of(slot));
  return out;
}

std::string Game::describe(ObjId id) const {
  const Object* o = last_known(id);
  // Last-known information lasts until the turn ends; later (a delayed
  // ability's source that moved) the slot still holds the same card.
  if (!o && obj_slot(id) < s_.objects.size()) o = &s_.objects[obj_slot(id)];
  if (!o) return "(gone)";
  return fmt::format("{}#{}", card_of(*o).name, obj_slot(id));
}

int64_t Game::param(std::string_view name) const {
  int at = rules().param_index(name);
  if (at >= 0) return s_.params[at];
  throw ScriptError(fmt::format("unknown ruleset parameter \"{}\"", name));
}

// What a script can make the engine keep is bounded, as its Lua memory is: a
// card's script that logs, pushes links, adds modifiers or marks uses in a
// loop would otherwise grow the state (C++ memory the Lua allocator never
// sees) until the host ran out. Far above what any game needs; past them the
// game ends with a script error naming the card, except for the log and the
// last-known objects, which are history and stop growing instead.
namespace {
constexpr size_t kMaxLogBytes = size_t(32) << 20;  // then one line says so and the rest is not kept
constexpr size_t kMaxChain = 10'000;
constexpr size_t kMaxModifiers = 100'000;
constexpr size_t kMaxTriggers = 10'000;
constexpr size_t kMaxUses = 10'000;  // looked up one by one: see l_uses
constexpr size_t kMaxLastKnown = 65'536;  // the older half is dropped
}  // namespace

void Game::log(std::string text, uint8_t visible) {
  if (!s_.logging || s_.log_bytes > kMaxLogBytes) return;
  s_.log_bytes += text.size();
  if (s_.log_bytes > kMaxLogBytes) {
    text = fmt::format("(the log is full: over {} MB; later lines are not kept)", kMaxLogBytes >> 20);
    visible = 0xFF;
  }
  s_.log.push_back(LogEntry{visible, std::move(text)});
}

// ---- primitives ----

ObjId Game::move(ObjId id, ZoneId to, bool top, uint32_t reason, int face_down) {
  Object* o = mut(id);
  if (!o || to >= s_.zones.size()) return kNoObj;
  // An id is slot << 16 | generation: one more zone change would wrap the
  // generation and make this card's first id live again (effects that held
  // it would find the card). No game moves one card 65,534 times.
  if (o->gen == UINT16_MAX)
    throw ScriptError(fmt::format("move: card {} has changed zones {} times, as many as its ids can tell apart",
                                  card_of(*o).name, UINT16_MAX - 1));
  to = apply_move_replacements(id, to, reason);
  o = mut(id);
  if (!o) return kNoObj;  // a replacement's procedure moved it already
  touch(zone_part(s_.zones[o->zone].kind) | zone_part(s_.zones[to].kind));
  const ZoneKindDef& kind = rules().zones[s_.zones[to].kind];
  Zone& from = s_.zones[o->zone];
  uint32_t slot = obj_slot(id);
  from.slots.erase(std::find(from.slots.begin(), from.slots.end(), slot));
  Zone& dest = s_.zones[to];
  if (kind.capacity >= 0 && int(dest.slots.size()) >= kind.capacity) {
    // A full zone: the ruleset must make room first; keep the card where it was.
    from.slots.push_back(slot);
    throw ScriptError(fmt::format("zone {} is full", kind.name));
  }
  if (s_.lki.size() >= kMaxLastKnown) s_.lki.erase(s_.lki.begin(), s_.lki.begin() + kMaxLastKnown / 2);
  s_.lki.emplace_back(id, *o);
  if (top) dest.slots.push_back(slot); else dest.slots.insert(dest.slots.begin(), slot);
  o->gen++;
  o->zone = to;
  o->vars = {};
  bool down = face_down < 0 ? kind.face_down : face_down != 0;
  o->flags = down ? kFaceDown : 0;
  o->known = 0;
  o->base_controller = kNoPlayer;  // a new object: no control effect applies to it yet
  if (dest.player != kNoPlayer) o->controller = dest.player;
  o->timestamp = now();
  // Effects that applied to the old object stop: it is a new object now, and
  // modifiers keyed by the old id no longer match it. They are kept until the
  // turn ends so look-back at the old object (last-known information) still
  // sees them: a silenced card that is destroyed has no "when destroyed".
  std::erase_if(s_.counters, [&](const Counter& c) { return c.obj == id; });
  return make_obj(slot, o->gen);
}

ObjId Game::create(uint32_t card, ZoneId to, PlayerId owner, bool top, int face_down) {
  if (card >= lib_->cards.size() || to >= s_.zones.size() || owner >= s_.nplayers)
    throw ScriptError("create: no such card, zone or player");
  // objects[0] is no object; max_objects is at most kMaxObjects, so a slot
  // always fits the 16 bits of an id.
  if (s_.objects.size() > size_t(rules().max_objects))
    throw ScriptError(fmt::format("create: the game already holds {} objects, the most {} allows (ruleset key max_objects)",
                                  rules().max_objects, rules().game));
  const ZoneKindDef& kind = rules().zones[s_.zones[to].kind];
  Zone& dest = s_.zones[to];
  if (kind.capacity >= 0 && int(dest.slots.size()) >= kind.capacity)
    throw ScriptError(fmt::format("zone {} is full", kind.name));
  touch(zone_part(kind_index(to)));
  Object o;
  o.card = card;
  o.owner = o.controller = owner;
  if (dest.player != kNoPlayer) o.controller = dest.player;
  o.zone = to;
  o.flags = (face_down < 0 ? kind.face_down : face_down != 0) ? kFaceDown : 0;
  o.timestamp = now();
  uint32_t slot = uint32_t(s_.objects.size());
  s_.objects.push_back(o);
  if (top) dest.slots.push_back(slot); else dest.slots.insert(dest.slots.begin(), slot);
  return make_obj(slot, o.gen);
}

bool Game::set_tapped(ObjId id, bool tapped) {
  Object* o = mut(id);
  if (!o || !rules().zones[s_.zones[o->zone].kind].oriented) return false;
  if (o->tapped() == tapped) return false;
  touch(tapped_part(s_.zones[o->zone].kind));
  o->flags = tapped ? (o->flags | kTapped) : (o->flags & ~kTapped);
  return true;
}

void Game::set_var(ObjId id, int var, int32_t value) {
  Object* o = mut(id);
  touch(o ? vars_part(s_.zones[o->zone].kind) : kReadObjVars);
  if (o) o->vars.at(var) = value;
}

void Game::set_controller(ObjId id, PlayerId p, bool take_zone) {
  touch(kReadControl | (take_zone ? kReadZones : 0));
  Object* o = mut(id);
  if (!o) return;
  o->base_controller = kNoPlayer;
  put_controller(*o, id, p, take_zone);
}

void Game::put_controller(Object& obj, ObjId id, PlayerId p, bool take_zone) {
  Object* o = &obj;
  o->controller = p;
  if (!take_zone || s_.zones[o->zone].player == kNoPlayer || s_.zones[o->zone].player == p) return;
  ZoneId to = zone(s_.zones[o->zone].kind, p);
  const ZoneKindDef& kind = rules().zones[s_.zones[to].kind];
  Zone& dest = s_.zones[to];
  if (kind.capacity >= 0 && int(dest.slots.size()) >= kind.capacity)
    throw ScriptError(fmt::format("zone {} is full", kind.name));
  Zone& from = s_.zones[o->zone];
  uint32_t slot = obj_slot(id);
  from.slots.erase(std::find(from.slots.begin(), from.slots.end(), slot));
  dest.slots.push_back(slot);
  o->zone = to;
}

void Game::set_face_down(ObjId id, bool down) {
  touch(kReadFace);
  if (Object* o = mut(id)) o->flags = down ? (o->flags | kFaceDown) : (o->flags & ~kFaceDown);
}

void Game::reveal(ObjId id, uint8_t mask) {
  touch(kReadFace);
  if (Object* o = mut(id)) o->known |= mask;
}

void Game::shuffle(ZoneId z) {
  touch(zone_part(kind_index(z)));
  auto& v = s_.zones[z].slots;
  for (size_t i = v.size(); i > 1; i--) std::swap(v[i - 1], v[s_.rng.below(uint32_t(i))]);
  // Who saw a card here (a search looks through a deck) no longer knows
  // where it lies: a view that still showed it would show its new place.
  for (uint32_t slot : v) s_.objects[slot].known = 0;
}

void Game::pend_trigger(PendingTrigger t) {
  touch();
  queue_trigger(std::move(t));
}

// Both ways a triggered ability becomes pending (an event, or the ruleset's
// pend) go through here, so the bound holds for both.
void Game::queue_trigger(PendingTrigger t) {
  if (s_.triggers.size() >= kMaxTriggers)
    throw ScriptError(fmt::format("more than {} triggered abilities waiting (events raised or pended in a loop?)",
                                  kMaxTriggers));
  s_.triggers.push_back(std::move(t));
}

void Game::add_modifier(const Modifier& m) {
  touch(kReadMods);
  Modifier x = m;
  if (!x.timestamp) x.timestamp = now();
  if (s_.mods.size() >= kMaxModifiers)
    throw ScriptError(fmt::format("more than {} modifications at once (added in a loop?)", kMaxModifiers));
  if (!has_mod_like(x)) bump(kReadModShape);
  s_.mods.push_back(x);
  if (int(x.chr) == rules().control_char) settle_control();
}

int32_t Game::counters(ObjId id, StrId kind) const {
  for (const Counter& c : s_.counters)
    if (c.obj == id && c.kind == kind) return c.n;
  return 0;
}

void Game::add_counters(ObjId id, StrId kind, int32_t n) {
  if (!obj(id)) return;
  touch(kReadCounters);
  for (Counter& c : s_.counters)
    if (c.obj == id && c.kind == kind) {
      int64_t sum = int64_t(c.n) + n;
      if (sum > INT32_MAX) throw ScriptError(fmt::format("counters: {} + {} is more than a card can hold", c.n, n));
      c.n = int32_t(std::max<int64_t>(0, sum));
      return;
    }
  if (n > 0) s_.counters.push_back({id, kind, n});
}

int32_t Game::uses(int64_t key) const {
  for (const Usage& u : s_.used)
    if (u.key == key) return u.n;
  return 0;
}

void Game::add_use(int64_t key) {
  touch(kReadUses);
  for (Usage& u : s_.used)
    if (u.key == key) {
      u.n++;
      return;
    }
  if (s_.used.size() >= kMaxUses)
    throw ScriptError(fmt::format("more than {} usage keys in a turn (add_use in a loop?)", kMaxUses));
  s_.used.push_back({key, 1});
}

void Game::end_duration(int duration) {
  touch(kReadMods);
  ModShape before = mod_shape();
  if (std::erase_if(s_.mods, [&](const Modifier& m) { return m.duration == duration; })) mods_reshaped(before);
  settle_control();  // a control effect that ended gives the card back
}

// Which objects settle_control looks at: all of them while a continuous
// ability may set the control characteristic; else those a stored modifier
// sets it on and those under a control effect now. Zone by zone, bottom to
// top: the order changes happen in.
std::vector<ObjId> Game::settle_control() {
  std::vector<ObjId> changed;
  const int chr = rules().control_char;
  if (chr < 0 || settling_control_ || readonly_) return changed;
  ++settling_control_;
  struct Leave { int& n; ~Leave() { --n; } } leave{settling_control_};
  const StrId event = lib_->strings.find("control_changed");
  for (int round = 0;; round++) {
    if (round == 8) throw ScriptError("control keeps changing: the control_changed procedure and the control effects never settle");
    bool statics = false;
    for (const StaticSource& src : static_sources())
      for (const AbilityDef::Mod& m : lib_->abilities[src.ability].mods) statics |= m.chr == chr;
    // What it looks at (its caller, the state checks, may keep what it
    // read): the modifiers, who controls what, and every zone while a
    // static ability may set control; get_int notes each object's own.
    note_read(kReadMods | kReadControl | cache_.static_parts | (statics ? kReadZones : 0));
    std::vector<uint32_t> targeted;
    for (const Modifier& m : s_.mods)
      if (m.chr == chr && obj(m.target)) targeted.push_back(obj_slot(m.target));
    std::vector<ObjId> look;
    for (const Zone& z : s_.zones)
      for (uint32_t slot : z.slots)
        if (statics || s_.objects[slot].base_controller != kNoPlayer ||
            std::find(targeted.begin(), targeted.end(), slot) != targeted.end())
          look.push_back(id_of(slot));
    bool any = false;
    for (ObjId id : look) {
      const Object* o = obj(id);
      if (!o) continue;  // the procedure moved it
      int32_t v = get_int(id, chr);
      if (v < 0 || v > s_.nplayers)
        throw ScriptError(fmt::format("{}: its {} is {}, which is no player number (0: no control effect)", describe(id),
                                      rules().chars[chr].name, v));
      PlayerId base = o->base_controller == kNoPlayer ? o->controller : o->base_controller;
      PlayerId want = v == 0 ? base : PlayerId(v - 1);
      PlayerId old = o->controller;
      if (want == old && (o->base_controller == kNoPlayer || want != base)) continue;
      touch(kReadControl | (rules().control_takes_zone ? kReadZones : 0));
      Object& m = *mut(id);
      m.base_controller = want == base ? kNoPlayer : base;
      if (want == old) continue;  // back under its own controller's control: nothing to tell
      put_controller(m, id, want, rules().control_takes_zone);
      any = true;
      changed.push_back(id);
      raise(Event{event, id, kNoObj, want, int32_t(old) + 1, 0});
      if (FnId hook = rules().hooks.control_changed; hook != kNoFn && scripts_)
        scripts_->run(*this, hook, {Arg::obj(id), Arg::player(old), Arg::player(want)});
    }
    if (!any) return changed;
  }
}

size_t Game::end_effects_of(PlayerId p) {
  ModShape before = mod_shape();
  size_t n = std::erase_if(s_.mods, [&](const Modifier& m) { return m.controller == p; });
  if (n) {
    touch(kReadMods);
    mods_reshaped(before);
  }
  return n;
}

uint32_t Game::push_link(Link link) {
  touch(kReadChain);
  if (s_.chain.size() >= kMaxChain)
    throw ScriptError(fmt::format("push_link: the chain already has {} links (pushed in a loop?)", kMaxChain));
  link.id = s_.next_link++;
  if (link.label.empty()) link.label = describe(link.source);
  s_.chain.push_back(std::move(link));
  return s_.chain.back().id;
}

void Game::remove_link(size_t index) {
  touch(kReadChain);
  if (index >= s_.chain.size()) throw ScriptError(fmt::format("remove_link: no link {} (the chain has {})", index + 1, s_.chain.size()));
  s_.chain.erase(s_.chain.begin() + std::ptrdiff_t(index));
}

void Game::set_link_var(size_t index, int var, int32_t value) {
  touch(kReadChain);
  if (index >= s_.chain.size())
    throw ScriptError(fmt::format("set_link_var: no link {} (the chain has {})", index + 1, s_.chain.size()));
  s_.chain[index].vars.at(size_t(var)) = value;
}

void Game::raise(const Event& ev) {
  if (readonly_) throw ScriptError("a condition or filter tried to raise an event (they must only read the game)");
  collect_triggers(ev);
}

// No stored modifier and no continuous ability where it works grants or
// removes abilities: every object has exactly its printed abilities (the
// sheets compute() would make have lost_printed false and nothing granted),
// so they can be answered without computing any characteristics.
bool Game::printed_abilities_only() const {
  static_sources();
  return !cache_.may_change_abilities;
}

std::vector<uint32_t> Game::abilities_of(ObjId id) const {
  const Object* o = last_known(id);
  note_read(card_parts(id));
  if (!o) return {};
  if (printed_abilities_only()) {
    note_printed_read();
    return card_of(*o).abilities;
  }
  const CharSheet& sh = chars(id);
  std::vector<uint32_t> out;
  if (!sh.lost_printed) out = card_of(*o).abilities;
  out.insert(out.end(), sh.granted.begin(), sh.granted.end());
  return out;
}

bool Game::ability_works(ObjId id, uint32_t a) const {
  note_read(card_parts(id) | kReadFace);
  if (printed_abilities_only()) note_printed_read();  // else chars() notes what it reads
  const Object* o = last_known(id);
  if (!o) return false;
  const AbilityDef& ab = lib_->abilities[a];
  if (!(ab.zones >> s_.zones[o->zone].kind & 1)) return false;
  if (o->face_down()) return false;
  if (ab.card == o->card && !ab.granted_only) {
    // Printed: gone if the object lost its printed abilities.
    if (!printed_abilities_only() && chars(id).lost_printed) return false;
  } else {
    if (printed_abilities_only()) return false;  // nothing granted it
    const CharSheet& sh = chars(id);
    if (std::find(sh.granted.begin(), sh.granted.end(), a) == sh.granted.end()) return false;
  }
  if (ab.condition != kNoFn) return predicate(ab.condition, {Arg::obj(id)});
  return true;
}

// Whether anything could have granted ability a now, without computing any
// characteristics: a stored modifier that grants it, or a card whose
// continuous ability grants it sitting where that ability can work. (A grant
// that is itself granted is not followed: then the answer is yes.)
bool Game::may_be_granted(uint32_t a) const {
  for (const Modifier& m : s_.mods)
    if (m.op == ModOp::GrantAbility && uint32_t(m.value) == a) return true;
  for (uint32_t g : lib_->granted_by[a]) {
    const AbilityDef& gd = lib_->abilities[g];
    if (gd.granted_only) return true;
    for (uint32_t slot : slots_in(gd.zones))
      if (s_.objects[slot].card == gd.card) return true;
  }
  return false;
}

void Game::collect_triggers(const Event& ev) {
  if (ev.type >= lib_->triggers_by_event.size()) return;
  for (uint32_t a : lib_->triggers_by_event[ev.type]) {
    const AbilityDef& ab = lib_->abilities[a];
    if (ab.kind != AbilityDef::Kind::Triggered) continue;
    auto consider = [&](ObjId src) {
      const Object* o = last_known(src);
      if (!o || !ability_works(src, a)) return;
      if (ab.filter != kNoFn) {
        Args args{Arg::obj(src),         Arg::str(ev.type),         Arg::obj(ev.subject),
                  Arg::obj(ev.other),    Arg::player(ev.player),    Arg::integer(ev.amount),
                  Arg::integer(ev.reason)};
        if (!predicate(ab.filter, args)) return;
      }
      queue_trigger(PendingTrigger{a, src, o->controller, ev});
    };
    if (ab.self_only) {
      // The subject's own ability: printed on it, or granted to it.
      const Object* o = last_known(ev.subject);
      if (!o) continue;
      if (ab.granted_only || o->card != ab.card) {
        if (!may_be_granted(a)) continue;
        const auto& granted = chars(ev.subject).granted;
        if (std::find(granted.begin(), granted.end(), a) == granted.end()) continue;
      }
      consider(ev.subject);
      continue;
    }
    // About other cards: every object where it can work and that has it.
    // A printed one is on its card's objects, and a granted one may be on
    // any (ability_works checks the grant, from the epoch's characteristics)
    // if something that grants it is about.
    bool elsewhere = may_be_granted(a);
    if (ab.granted_only && !elsewhere) continue;
    for (uint32_t slot : slots_in(ab.zones))
      if (elsewhere || s_.objects[slot].card == ab.card) consider(id_of(slot));
  }
}

// Replacement effects on a move ("would go to the rest area: remove it
// instead"). Each applies at most once to one event. Every one that would
// change the destination is a candidate; one is applied, and then the changed
// event is looked at again, so a replacement that no longer matches drops out.
// Which one first: the library's order, or (policy replacements =
// "affected_chooses") the moving card's controller chooses (ZD-11.8.3,
// FF-11.12.5.7, CW-11.8, HY-11.4).
ZoneId Game::apply_move_replacements(ObjId id, ZoneId to, uint32_t reason) {
  StrId move_ev = lib_->strings.find("move");
  if (!move_ev || move_ev >= lib_->triggers_by_event.size()) return to;
  struct Candidate {
    uint64_t key;  // ability << 32 | source slot
    ObjId source;
    uint32_t ability;
    ZoneId to;
  };
  std::vector<uint64_t> used;
  for (;;) {
    std::vector<Candidate> found;
    for (uint32_t a : lib_->triggers_by_event[move_ev]) {
      const AbilityDef& ab = lib_->abilities[a];
      if (ab.kind != AbilityDef::Kind::Replacement) continue;
      bool elsewhere = may_be_granted(a);  // granted to objects of other cards
      for (uint32_t slot : slots_in(ab.zones)) {
        if (!elsewhere && s_.objects[slot].card != ab.card) continue;
        ObjId src = id_of(slot);
        uint64_t key = (uint64_t(a) << 32) | slot;
        if (std::find(used.begin(), used.end(), key) != used.end()) continue;
        if (!ability_works(src, a)) continue;
        const Object* o = obj(id);
        const auto& zk = rules().zones;
        Args args{Arg::obj(src), Arg::obj(id), Arg::str(lib_->strings.find(zk[s_.zones[o->zone].kind].name)),
                  Arg::str(lib_->strings.find(zk[s_.zones[to].kind].name)), Arg::integer(reason)};
        int64_t r = scripts_->run(*this, ab.effect, args);
        if (r <= 0) continue;
        PlayerId p = s_.zones[to].player == kNoPlayer ? o->owner : s_.zones[to].player;
        ZoneId nz = zone(int(r - 1), p);
        if (nz == kNoZone || nz == to) continue;
        // Copies of one ability sending the card to the same place are one
        // choice: which copy applies changes nothing.
        bool same = std::any_of(found.begin(), found.end(), [&](const Candidate& c) { return c.ability == a && c.to == nz; });
        if (!same) found.push_back({key, src, a, nz});
      }
    }
    if (found.empty()) return to;
    size_t pick = 0;
    if (found.size() > 1 && rules().policy.replacements == ChainPolicy::Replacements::AffectedChooses) {
      Decision d;
      d.player = obj(id)->controller;
      d.kind = "order";
      d.prompt = fmt::format("Choose the replacement effect to apply first to {}", describe(id));
      for (const Candidate& c : found) {
        Option o;
        const AbilityDef& ab = lib_->abilities[c.ability];
        const std::string& text = ab.text.empty() ? lib_->cards[ab.card].text : ab.text;
        o.label = text.empty() ? describe(c.source) : fmt::format("{}: {}", describe(c.source), text);
        o.obj = c.source;
        d.options.push_back(std::move(o));
      }
      pick = ask(std::move(d));
    }
    used.push_back(found[pick].key);
    to = found[pick].to;
  }
}

}  // namespace cardinal
