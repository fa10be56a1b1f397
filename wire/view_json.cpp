#include "wire/view_json.h"

namespace cardinal {

namespace {

nlohmann::json player_or_null(PlayerId p) { return p == kNoPlayer ? nlohmann::json(nullptr) : nlohmann::json(p); }

nlohmann::json card_json(const CardView& c) {
  nlohmann::json j;
  if (c.hidden) {
    j["hidden"] = true;
    if (c.on_table) {
      j["face_down"] = true;
      if (c.tapped) j["tapped"] = true;
      j["owner"] = c.owner;
      j["controller"] = c.controller;
    }
    return j;
  }
  if (c.revealed) j["revealed"] = true;
  j["id"] = c.id;
  j["card"] = c.card;
  j["name"] = c.name;
  if (c.tapped) j["tapped"] = true;
  if (c.face_down) j["face_down"] = true;
  j["owner"] = c.owner;
  j["controller"] = c.controller;
  for (const CardView::Char& ch : c.chars) {
    if (ch.kind == CharKind::Int) j["chars"][ch.name] = ch.number;
    else if (ch.kind == CharKind::Str) j["chars"][ch.name] = ch.words.empty() ? std::string() : ch.words[0];
    else j["chars"][ch.name] = ch.words;
  }
  for (const auto& [name, value] : c.vars) j["vars"][name] = value;
  if (c.attached_to) j["attached_to"] = *c.attached_to;
  for (const CardView::Stat& st : c.stats) {
    j["stats"][st.name] = st.value;
    if (st.raw) j["stats_raw"][st.name] = *st.raw;
  }
  return j;
}

nlohmann::json vars_json(const std::vector<std::pair<std::string, int64_t>>& vars) {
  nlohmann::json j = nlohmann::json::object();
  for (const auto& [name, value] : vars) j[name] = value;
  return j;
}

}  // namespace

nlohmann::json to_json(const GameView& v) {
  nlohmann::json j;
  j["turn"] = v.turn;
  j["active"] = v.active;
  j["step"] = v.step ? nlohmann::json(*v.step) : nlohmann::json(nullptr);  // before the first turn: setup
  j["sequence"] = v.sequence ? nlohmann::json(*v.sequence) : nlohmann::json(nullptr);
  j["viewer"] = player_or_null(v.viewer);
  auto& zones = j["zones"] = nlohmann::json::array();
  for (const ZoneView& z : v.zones) {
    nlohmann::json zj;
    zj["kind"] = z.kind;
    zj["player"] = player_or_null(z.player);
    zj["count"] = z.count;
    auto& cards = zj["cards"] = nlohmann::json::array();
    for (const CardView& c : z.cards) cards.push_back(card_json(c));
    zones.push_back(std::move(zj));
  }
  auto& players = j["players"] = nlohmann::json::array();
  for (const GameView::PlayerView& p : v.players)
    players.push_back({{"player", p.player}, {"in_game", p.in_game}, {"vars", vars_json(p.vars)}});
  j["turn_order"] = v.turn_order;
  j["vars"] = vars_json(v.vars);
  auto& chain = j["chain"] = nlohmann::json::array();
  for (const GameView::LinkView& l : v.chain)
    chain.push_back({{"id", l.id}, {"label", l.label}, {"controller", l.controller}});
  j["card_summary"] = v.card_summary;
  if (!v.tapped_word.empty()) j["tapped_word"] = v.tapped_word;
  if (v.result) j["result"] = to_json(*v.result);
  return j;
}

nlohmann::json to_json(const DecisionView& d) {
  if (d.private_question) return {{"kind", "private"}};
  nlohmann::json j;
  j["player"] = d.player;
  j["kind"] = d.kind;
  if (!d.detailed) return j;
  j["prompt"] = d.prompt;
  auto& opts = j["options"] = nlohmann::json::array();
  for (const DecisionView::OptionView& o : d.options) {
    nlohmann::json oj{{"index", o.index}, {"label", o.label}};
    if (o.pass) oj["pass"] = true;  // the plain pass, or one that says something
    if (o.card) oj["card"] = *o.card;
    // `zone` indexes the view's zones, `index` that zone's cards (bottom to top).
    else if (o.at) oj["at"] = {{"zone", o.at->first}, {"index", o.at->second}};
    opts.push_back(std::move(oj));
  }
  return j;
}

nlohmann::json to_json(const ResultView& r) {
  return {{"winners", r.winners}, {"draw", r.draw}, {"drawn", r.drawn}, {"error", r.error}, {"reason", r.reason}};
}

nlohmann::json view_json(const Game& g, PlayerId viewer) { return to_json(view_of(g, viewer)); }

nlohmann::json decision_json(const Game& g, PlayerId viewer) {
  std::optional<DecisionView> d = decision_view(g, viewer);
  return d ? to_json(*d) : nlohmann::json(nullptr);
}

nlohmann::json result_json(const Game& g) {
  std::optional<ResultView> r = result_view(g);
  return r ? to_json(*r) : nlohmann::json(nullptr);
}

nlohmann::json view_document(const Game& g, PlayerId viewer) {
  nlohmann::json j = view_json(g, viewer);
  j["decision"] = decision_json(g, viewer);
  return j;
}

}  // namespace cardinal
