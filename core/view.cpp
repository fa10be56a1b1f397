#include "core/view.h"

#include <fmt/format.h>

#include <algorithm>
#include <unordered_map>

namespace cardinal {

namespace {
// Whether the card's zone shows it to the viewer (not counting reveals).
bool zone_shows(const Game& g, const Object* o, PlayerId viewer) {
  const Zone& z = g.zone_at(o->zone);
  const ZoneKindDef& k = g.rules().zones[z.kind];
  switch (k.visibility) {
    case Visibility::Hidden: return false;
    case Visibility::Owner: return z.player == viewer || (z.player == kNoPlayer && o->owner == viewer);
    case Visibility::Public:
      // Face-down cards in a public zone are seen by their controller only.
      return !o->face_down() || o->controller == viewer;
  }
  return false;
}
}  // namespace

bool can_see(const Game& g, ObjId id, PlayerId viewer) {
  if (viewer == kNoPlayer) return true;
  const Object* o = g.last_known(id);
  if (!o) return false;
  return (o->known >> viewer & 1) || zone_shows(g, o, viewer);
}

// The cards attached to each object (ruleset key attached_var), that the
// viewer can see: what `stats`' add_attached sums, found once per view.
using Attached = std::unordered_map<ObjId, std::vector<ObjId>>;

static Attached attached_cards(const Game& g, PlayerId viewer) {
  Attached out;
  const int av = g.rules().attached_var;
  if (av < 0) return out;
  for (ZoneId z = 0; z < g.state().zones.size(); z++)
    for (ObjId id : g.zone_objects(z)) {
      const Object* o = g.obj(id);
      if (o && o->vars[size_t(av)] && can_see(g, id, viewer)) out[ObjId(o->vars[size_t(av)])].push_back(id);
    }
  return out;
}

static nlohmann::json card_json(const Game& g, ObjId id, PlayerId viewer, const Attached& attached) {
  nlohmann::json j;
  const Object* o = g.obj(id);
  // A hidden card shows nothing, not even its object id: ids follow the
  // order decks were given in, so they would tell which card it is.
  if (!can_see(g, id, viewer)) {
    j["hidden"] = true;
    // Face down in a public zone, it still shows what lies on the table:
    // that it is face down, whether it is turned (BW-9.1: a chained hidden
    // character lies sideways), whose it is and who controls it.
    if (g.rules().zones[g.zone_at(o->zone).kind].visibility == Visibility::Public) {
      j["face_down"] = true;
      if (o->tapped()) j["tapped"] = true;
      j["owner"] = o->owner;
      j["controller"] = o->controller;
    }
    return j;
  }
  // Shown only because it was revealed to the viewer (a card being played
  // from an opponent's hand): a client can tell it from a leak.
  if (viewer != kNoPlayer && !zone_shows(g, o, viewer)) j["revealed"] = true;
  j["id"] = id;
  const CardDef& cd = g.card_of(*o);
  j["card"] = cd.id;
  j["name"] = cd.name;
  if (o->tapped()) j["tapped"] = true;
  if (o->face_down()) j["face_down"] = true;
  j["owner"] = o->owner;
  j["controller"] = o->controller;
  const CharSheet& sh = g.chars(id);
  const auto& chars = g.rules().chars;
  for (size_t i = 0; i < chars.size(); i++) {
    if (chars[i].kind == CharKind::Int) j["chars"][chars[i].name] = sh.ints[i];
    else if (chars[i].kind == CharKind::Str) j["chars"][chars[i].name] = g.library().strings.str(StrId(sh.ints[i]));
    else {
      auto& arr = j["chars"][chars[i].name] = nlohmann::json::array();
      for (StrId s : sh.sets[i]) arr.push_back(g.library().strings.str(s));
    }
  }
  const auto& vars = g.rules().obj_vars;
  for (size_t i = 0; i < vars.size(); i++)
    if (o->vars[i]) j["vars"][vars[i]] = o->vars[i];
  // What it is attached to, when the viewer can see that card too; its
  // stats as the rules read them (ruleset keys attached_var and stats).
  const RulesetDef& r = g.rules();
  if (r.attached_var >= 0 && o->vars[size_t(r.attached_var)]) {
    ObjId to = ObjId(o->vars[size_t(r.attached_var)]);
    if (g.obj(to) && can_see(g, to, viewer)) j["attached_to"] = to;
  }
  for (const RulesetDef::StatDef& st : r.stats) {
    int64_t v = sh.ints[size_t(st.chr)];
    if (st.add_attached >= 0)
      if (auto it = attached.find(id); it != attached.end())
        for (ObjId a : it->second) v += g.chars(a).ints[size_t(st.add_attached)];
    j["stats"][st.name] = st.has_floor && v < st.floor ? st.floor : v;
    if (st.has_floor && v < st.floor) j["stats_raw"][st.name] = v;
  }
  return j;
}

nlohmann::json view_json(const Game& g, PlayerId viewer) {
  const GameState& s = g.state();
  nlohmann::json j;
  j["turn"] = s.turn;
  j["active"] = s.active;
  j["step"] = nullptr;  // before the first turn: setup
  j["sequence"] = nullptr;
  if (!s.seqs.empty()) {
    const SeqPos& pos = s.seqs.back();
    const SequenceDef& seq = g.rules().sequences[pos.seq];
    j["step"] = g.rules().steps[seq.steps[pos.index]].name;
    j["sequence"] = seq.name;
  }
  j["viewer"] = viewer == kNoPlayer ? nlohmann::json(nullptr) : nlohmann::json(viewer);
  const Attached attached = attached_cards(g, viewer);
  auto& zones = j["zones"] = nlohmann::json::array();
  for (ZoneId z = 0; z < s.zones.size(); z++) {
    const Zone& zone = s.zones[z];
    nlohmann::json zj;
    zj["kind"] = g.rules().zones[zone.kind].name;
    zj["player"] = zone.player == kNoPlayer ? nlohmann::json(nullptr) : nlohmann::json(zone.player);
    zj["count"] = zone.slots.size();
    auto& cards = zj["cards"] = nlohmann::json::array();
    for (ObjId id : g.zone_objects(z)) cards.push_back(card_json(g, id, viewer, attached));
    zones.push_back(std::move(zj));
  }
  // Who is still in the game, the variables the ruleset made public, and the
  // private ones to their own player (and the referee).
  const RulesetDef& r = g.rules();
  auto& players = j["players"] = nlohmann::json::array();
  for (int p = 0; p < s.nplayers; p++) {
    nlohmann::json vars = nlohmann::json::object();
    for (int v : r.public_player_vars) vars[r.player_vars[size_t(v)]] = g.player_var(PlayerId(p), v);
    if (viewer == kNoPlayer || viewer == p)
      for (int v : r.private_player_vars) vars[r.player_vars[size_t(v)]] = g.player_var(PlayerId(p), v);
    players.push_back({{"player", p}, {"in_game", g.in_game(PlayerId(p))}, {"vars", std::move(vars)}});
  }
  j["turn_order"] = s.order;  // seats, every player, those out of the game too
  auto& gvars = j["vars"] = nlohmann::json::object();
  for (int v : r.public_game_vars) gvars[r.game_vars[size_t(v)]] = g.game_var(v);
  auto& chain = j["chain"] = nlohmann::json::array();
  // A link's label usually names its source ("Bell Herald#12: draw 1", the
  // engine's default): from a card the viewer cannot see (a trigger in a
  // hand or deck, a face-down card) it is not shown.
  for (const Link& l : s.chain) {
    bool hidden = l.source && !can_see(g, l.source, viewer);
    chain.push_back({{"id", l.id}, {"label", hidden ? "an ability of a card you cannot see" : l.label},
                     {"controller", l.controller}});
  }
  j["card_summary"] = r.card_summary;  // what a compact card line shows (ruleset key)
  if (!r.tapped_word.empty()) j["tapped_word"] = r.tapped_word;
  if (s.result.over) j["result"] = result_json(g);
  return j;
}

nlohmann::json view_document(const Game& g, PlayerId viewer) {
  nlohmann::json j = view_json(g, viewer);
  j["decision"] = decision_json(g, viewer);
  return j;
}

nlohmann::json result_json(const Game& g) {
  const Result& r = g.result();
  if (!r.over) return nullptr;
  auto players = [&](uint8_t mask) {
    nlohmann::json a = nlohmann::json::array();
    for (int p = 0; p < g.players(); p++)
      if (mask >> p & 1) a.push_back(p);
    return a;
  };
  return {{"winners", players(r.winners)}, {"draw", r.winners == 0 && !r.error}, {"drawn", players(r.drawn)},
          {"error", r.error}, {"reason", r.reason}};
}

std::string option_label(const Game& g, const Option& o, PlayerId viewer) {
  if (!o.obj || can_see(g, o.obj, viewer)) return o.label;
  const Object* x = g.obj(o.obj);
  if (!x) return "a card you cannot see";
  const Zone& z = g.zone_at(x->zone);
  auto in = g.zone_objects(x->zone);
  size_t at = size_t(std::find(in.begin(), in.end(), o.obj) - in.begin());
  std::string where = g.rules().zones[z.kind].name;
  if (z.player != kNoPlayer) where = fmt::format("P{}'s {}", z.player + 1, where);
  return fmt::format("a card you cannot see ({}, {} of {})", where, at + 1, in.size());
}

nlohmann::json decision_json(const Game& g, PlayerId viewer) {
  const Decision* d = g.decision();
  if (!d) return nullptr;
  nlohmann::json j;
  // A private question (BW-18.6) shows others nothing but that one is asked:
  // not who, not what, so declining it looks like having nothing to decline
  // when the ruleset asks it wherever it could arise.
  if (d->secret && viewer != kNoPlayer && viewer != d->player) return {{"kind", "private"}};
  j["player"] = d->player;
  j["kind"] = d->kind;
  if (viewer != kNoPlayer && viewer != d->player) return j;  // others only see who decides
  j["prompt"] = d->prompt;
  auto& opts = j["options"] = nlohmann::json::array();
  for (size_t i = 0; i < d->options.size(); i++) {
    const Option& o = d->options[i];
    nlohmann::json oj{{"index", i}, {"label", option_label(g, o, viewer)}};
    if (o.kind == Option::Kind::Pass) oj["pass"] = true;  // the plain pass, or one that says something
    if (o.obj && can_see(g, o.obj, viewer)) {
      oj["card"] = o.obj;
    } else if (const Object* x = o.obj ? g.obj(o.obj) : nullptr) {
      // A card the decider cannot see (one of the opponent's hand, a face-down
      // card on the table) is named by where it lies: its object id follows
      // deck order and would tell which card it is. `zone` indexes the view's
      // zones, `index` that zone's cards (bottom to top).
      auto in = g.zone_objects(x->zone);
      size_t at = size_t(std::find(in.begin(), in.end(), o.obj) - in.begin());
      oj["at"] = {{"zone", x->zone}, {"index", at}};
    }
    opts.push_back(std::move(oj));
  }
  return j;
}

}  // namespace cardinal
