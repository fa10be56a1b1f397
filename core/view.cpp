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

static CardView card_view(const Game& g, ObjId id, PlayerId viewer, const Attached& attached) {
  CardView v;
  const Object* o = g.obj(id);
  if (!can_see(g, id, viewer)) {
    v.hidden = true;
    // Face down in a public zone, it still shows what lies on the table:
    // that it is face down, whether it is turned (BW-9.1: a chained hidden
    // character lies sideways), whose it is and who controls it.
    if (g.rules().zones[g.zone_at(o->zone).kind].visibility == Visibility::Public) {
      v.on_table = true;
      v.face_down = true;
      v.tapped = o->tapped();
      v.owner = o->owner;
      v.controller = o->controller;
    }
    return v;
  }
  // Shown only because it was revealed to the viewer (a card being played
  // from an opponent's hand): a client can tell it from a leak.
  v.revealed = viewer != kNoPlayer && !zone_shows(g, o, viewer);
  v.id = id;
  const CardDef& cd = g.card_of(*o);
  v.card = cd.id;
  v.name = cd.name;
  v.tapped = o->tapped();
  v.face_down = o->face_down();
  v.owner = o->owner;
  v.controller = o->controller;
  const CharSheet& sh = g.chars(id);
  const auto& chars = g.rules().chars;
  for (size_t i = 0; i < chars.size(); i++) {
    CardView::Char c{chars[i].name, chars[i].kind, 0, {}};
    if (c.kind == CharKind::Int) c.number = sh.ints[i];
    else if (c.kind == CharKind::Str) c.words.push_back(g.library().strings.str(StrId(sh.ints[i])));
    else
      for (StrId s : sh.sets[i]) c.words.push_back(g.library().strings.str(s));
    v.chars.push_back(std::move(c));
  }
  const auto& vars = g.rules().obj_vars;
  for (size_t i = 0; i < vars.size(); i++)
    if (o->vars[i]) v.vars.emplace_back(vars[i], o->vars[i]);
  // What it is attached to, when the viewer can see that card too; its
  // stats as the rules read them (ruleset keys attached_var and stats).
  const RulesetDef& r = g.rules();
  if (r.attached_var >= 0 && o->vars[size_t(r.attached_var)]) {
    ObjId to = ObjId(o->vars[size_t(r.attached_var)]);
    if (g.obj(to) && can_see(g, to, viewer)) v.attached_to = to;
  }
  for (const RulesetDef::StatDef& st : r.stats) {
    int64_t x = sh.ints[size_t(st.chr)];
    if (st.add_attached >= 0)
      if (auto it = attached.find(id); it != attached.end())
        for (ObjId a : it->second) x += g.chars(a).ints[size_t(st.add_attached)];
    CardView::Stat stat{st.name, x, std::nullopt};
    if (st.has_floor && x < st.floor) {
      stat.value = st.floor;
      stat.raw = x;
    }
    v.stats.push_back(std::move(stat));
  }
  return v;
}

GameView view_of(const Game& g, PlayerId viewer) {
  const GameState& s = g.state();
  const RulesetDef& r = g.rules();
  GameView v;
  v.turn = s.turn;
  v.active = s.active;
  if (!s.seqs.empty()) {
    const SeqPos& pos = s.seqs.back();
    const SequenceDef& seq = r.sequences[pos.seq];
    v.step = r.steps[seq.steps[pos.index]].name;
    v.sequence = seq.name;
  }
  v.viewer = viewer;
  const Attached attached = attached_cards(g, viewer);
  for (ZoneId z = 0; z < s.zones.size(); z++) {
    const Zone& zone = s.zones[z];
    ZoneView zv{r.zones[zone.kind].name, zone.player, zone.slots.size(), {}};
    for (ObjId id : g.zone_objects(z)) zv.cards.push_back(card_view(g, id, viewer, attached));
    v.zones.push_back(std::move(zv));
  }
  // Who is still in the game, the variables the ruleset made public, and the
  // private ones to their own player (and the referee).
  for (int p = 0; p < s.nplayers; p++) {
    GameView::PlayerView pv{PlayerId(p), g.in_game(PlayerId(p)), {}};
    for (int x : r.public_player_vars) pv.vars.emplace_back(r.player_vars[size_t(x)], g.player_var(PlayerId(p), x));
    if (viewer == kNoPlayer || viewer == p)
      for (int x : r.private_player_vars) pv.vars.emplace_back(r.player_vars[size_t(x)], g.player_var(PlayerId(p), x));
    v.players.push_back(std::move(pv));
  }
  v.turn_order = s.order;
  for (int x : r.public_game_vars) v.vars.emplace_back(r.game_vars[size_t(x)], g.game_var(x));
  // A link's label usually names its source ("Bell Herald#12: draw 1", the
  // engine's default): from a card the viewer cannot see (a trigger in a
  // hand or deck, a face-down card) it is not shown.
  for (const Link& l : s.chain) {
    bool hidden = l.source && !can_see(g, l.source, viewer);
    v.chain.push_back({l.id, hidden ? "an ability of a card you cannot see" : l.label, l.controller});
  }
  v.card_summary = r.card_summary;
  v.tapped_word = r.tapped_word;
  v.result = result_view(g);
  return v;
}

std::optional<ResultView> result_view(const Game& g) {
  const Result& r = g.result();
  if (!r.over) return std::nullopt;
  auto players = [&](uint8_t mask) {
    std::vector<PlayerId> a;
    for (int p = 0; p < g.players(); p++)
      if (mask >> p & 1) a.push_back(PlayerId(p));
    return a;
  };
  return ResultView{players(r.winners), players(r.drawn), r.winners == 0 && !r.error, r.error, r.reason};
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

std::optional<DecisionView> decision_view(const Game& g, PlayerId viewer) {
  const Decision* d = g.decision();
  if (!d) return std::nullopt;
  DecisionView v;
  // A private question (BW-18.6) shows others nothing but that one is asked:
  // not who, not what, so declining it looks like having nothing to decline
  // when the ruleset asks it wherever it could arise.
  if (d->secret && viewer != kNoPlayer && viewer != d->player) {
    v.private_question = true;
    return v;
  }
  v.player = d->player;
  v.kind = d->kind;
  if (viewer != kNoPlayer && viewer != d->player) return v;  // others only see who decides
  v.detailed = true;
  v.prompt = d->prompt;
  for (size_t i = 0; i < d->options.size(); i++) {
    const Option& o = d->options[i];
    DecisionView::OptionView ov{i, option_label(g, o, viewer), o.kind == Option::Kind::Pass, std::nullopt, std::nullopt};
    if (o.obj && can_see(g, o.obj, viewer)) {
      ov.card = o.obj;
    } else if (const Object* x = o.obj ? g.obj(o.obj) : nullptr) {
      // A card the decider cannot see (one of the opponent's hand, a face-down
      // card on the table) is named by where it lies: its object id follows
      // deck order and would tell which card it is.
      auto in = g.zone_objects(x->zone);
      ov.at = std::make_pair(x->zone, size_t(std::find(in.begin(), in.end(), o.obj) - in.begin()));
    }
    v.options.push_back(std::move(ov));
  }
  return v;
}

}  // namespace cardinal
