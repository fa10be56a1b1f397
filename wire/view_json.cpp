#include "wire/view_json.h"

#include <algorithm>
#include <charconv>
#include <string_view>

#include "core/json_util.h"

namespace cardinal {

namespace {

// Whether s is well-formed UTF-8 (Unicode's table 3-7: no overlong forms, no
// surrogates, nothing past U+10FFFF): exactly what nlohmann's decoder takes.
bool utf8_ok(std::string_view s) {
  const auto* p = reinterpret_cast<const unsigned char*>(s.data());
  const unsigned char* end = p + s.size();
  while (p < end) {
    unsigned char c = *p;
    if (c < 0x80) {
      p++;
      continue;
    }
    size_t n;
    unsigned char lo = 0x80, hi = 0xBF;  // the second byte's range
    if (c >= 0xC2 && c <= 0xDF) n = 2;
    else if (c >= 0xE0 && c <= 0xEF) {
      n = 3;
      if (c == 0xE0) lo = 0xA0;
      if (c == 0xED) hi = 0x9F;
    } else if (c >= 0xF0 && c <= 0xF4) {
      n = 4;
      if (c == 0xF0) lo = 0x90;
      if (c == 0xF4) hi = 0x8F;
    } else return false;
    if (size_t(end - p) < n || p[1] < lo || p[1] > hi) return false;
    for (size_t i = 2; i < n; i++)
      if (p[i] < 0x80 || p[i] > 0xBF) return false;
    p += n;
  }
  return true;
}

// The writer. Keys are written in sorted order by the code below (each
// object's fixed keys are listed alphabetically); names that come from the
// game (characteristics, variables, stats) are sorted by each_by_name.
struct Out {
  std::string s;

  void str(std::string_view v) { append_json_string(s, v); }
  template <class T>
  void num(T v) {
    char buf[24];
    auto r = std::to_chars(buf, buf + sizeof buf, v);
    s.append(buf, r.ptr);
  }
  void player(PlayerId p) { p == kNoPlayer ? void(s += "null") : num(unsigned(p)); }
  void boolean(bool b) { s += b ? "true" : "false"; }
  void strings(const std::vector<std::string>& v) {
    s += '[';
    for (size_t i = 0; i < v.size(); i++) {
      if (i) s += ',';
      str(v[i]);
    }
    s += ']';
  }
  void players(const std::vector<PlayerId>& v) {
    s += '[';
    for (size_t i = 0; i < v.size(); i++) {
      if (i) s += ',';
      num(unsigned(v[i]));
    }
    s += ']';
  }
};

// An object's members, comma-separated: key() before each value.
struct Obj {
  Out& o;
  bool first = true;
  explicit Obj(Out& out) : o(out) { o.s += '{'; }
  ~Obj() { o.s += '}'; }
  Obj(const Obj&) = delete;
  Obj& operator=(const Obj&) = delete;
  Out& key(std::string_view k) {  // a fixed key: plain ASCII, nothing to escape
    if (!first) o.s += ',';
    first = false;
    o.s += '"';
    o.s += k;
    o.s += "\":";
    return o;
  }
  Out& name(std::string_view k) {  // a key from the game: escaped
    if (!first) o.s += ',';
    first = false;
    o.str(k);
    o.s += ':';
    return o;
  }
};

// fn on v's items in the order of their names, on the last of a repeated
// name alone: the order and the choice of a JSON object made by assigning
// them in turn. Few items (a card's characteristics, its variables): an
// insertion sort on the stack, no allocation.
template <class T, class Name, class Fn>
void each_by_name(const std::vector<T>& v, Name name, Fn fn) {
  constexpr size_t kSmall = 32;
  const T* small[kSmall];
  std::vector<const T*> big;
  const T** p = small;
  size_t n = 0;
  if (v.size() > kSmall) {
    for (const T& x : v) big.push_back(&x);
    std::stable_sort(big.begin(), big.end(), [&](const T* a, const T* b) { return name(*a) < name(*b); });
    p = big.data();
    n = big.size();
  } else {
    for (const T& x : v) {  // stable: a repeated name keeps its order
      size_t i = n++;
      for (; i > 0 && name(x) < name(*p[i - 1]); i--) p[i] = p[i - 1];
      p[i] = &x;
    }
  }
  for (size_t i = 0; i < n; i++)
    if (i + 1 == n || name(*p[i]) != name(*p[i + 1])) fn(*p[i]);
}

template <class V>
void vars(Out& o, const std::vector<std::pair<std::string, V>>& v) {
  Obj j(o);
  each_by_name(v, [](const auto& x) -> const std::string& { return x.first; }, [&](const auto& x) { j.name(x.first).num(x.second); });
}

void card(Out& o, const CardView& c) {
  Obj j(o);
  if (c.hidden) {
    if (c.on_table) {
      j.key("controller").num(unsigned(c.controller));
      j.key("face_down").boolean(true);
    }
    j.key("hidden").boolean(true);
    if (c.on_table) {
      j.key("owner").num(unsigned(c.owner));
      if (c.tapped) j.key("tapped").boolean(true);
    }
    return;
  }
  if (c.attached_to) j.key("attached_to").num(*c.attached_to);
  j.key("card").num(c.card);
  if (!c.chars.empty()) {
    Obj chars(j.key("chars"));
    each_by_name(c.chars, [](const CardView::Char& x) -> const std::string& { return x.name; }, [&](const CardView::Char& ch) {
      Out& v = chars.name(ch.name);
      if (ch.kind == CharKind::Int) v.num(ch.number);
      else if (ch.kind == CharKind::Str) v.str(ch.words.empty() ? std::string_view() : std::string_view(ch.words[0]));
      else v.strings(ch.words);
    });
  }
  j.key("controller").num(unsigned(c.controller));
  if (c.face_down) j.key("face_down").boolean(true);
  j.key("id").num(c.id);
  j.key("name").str(c.name);
  j.key("owner").num(unsigned(c.owner));
  if (c.revealed) j.key("revealed").boolean(true);
  if (!c.stats.empty()) {
    {
      Obj s(j.key("stats"));
      each_by_name(c.stats, [](const CardView::Stat& x) -> const std::string& { return x.name; },
                   [&](const CardView::Stat& st) { s.name(st.name).num(st.value); });
    }
    // A stat's raw value is kept from the last of its name that has one.
    std::vector<std::pair<std::string_view, int64_t>> raw;
    for (const CardView::Stat& st : c.stats)
      if (st.raw) raw.emplace_back(st.name, *st.raw);
    if (!raw.empty()) {
      Obj r(j.key("stats_raw"));
      each_by_name(raw, [](const auto& x) { return x.first; }, [&](const auto& x) { r.name(x.first).num(x.second); });
    }
  }
  if (c.tapped) j.key("tapped").boolean(true);
  if (!c.vars.empty()) vars(j.key("vars"), c.vars);
}

void result(Out& o, const ResultView& r) {
  Obj j(o);
  j.key("draw").boolean(r.draw);
  j.key("drawn").players(r.drawn);
  j.key("error").boolean(r.error);
  j.key("reason").str(r.reason);
  j.key("winners").players(r.winners);
}

void decision(Out& o, const std::optional<DecisionView>& d) {
  if (!d) {
    o.s += "null";
    return;
  }
  Obj j(o);
  if (d->private_question) {
    j.key("kind").str("private");
    return;
  }
  j.key("kind").str(d->kind);
  if (d->detailed) {
    Out& a = j.key("options");
    a.s += '[';
    for (size_t i = 0; i < d->options.size(); i++) {
      const DecisionView::OptionView& op = d->options[i];
      if (i) a.s += ',';
      Obj oj(a);
      // `zone` indexes the view's zones, `index` that zone's cards (bottom to top).
      if (!op.card && op.at) {
        Obj at(oj.key("at"));
        at.key("index").num(op.at->second);
        at.key("zone").num(op.at->first);
      }
      if (op.card) oj.key("card").num(*op.card);
      oj.key("index").num(op.index);
      oj.key("label").str(op.label);
      if (op.pass) oj.key("pass").boolean(true);  // the plain pass, or one that says something
    }
    a.s += ']';
  }
  j.key("player").num(unsigned(d->player));
  if (d->detailed) j.key("prompt").str(d->prompt);
}

// The table; with_decision: the view document, "decision" included.
void view(Out& o, const GameView& v, const std::optional<DecisionView>* with_decision) {
  Obj j(o);
  j.key("active").num(unsigned(v.active));
  j.key("card_summary").strings(v.card_summary);
  {
    Out& a = j.key("chain");
    a.s += '[';
    for (size_t i = 0; i < v.chain.size(); i++) {
      if (i) a.s += ',';
      Obj l(a);
      l.key("controller").num(unsigned(v.chain[i].controller));
      l.key("id").num(v.chain[i].id);
      l.key("label").str(v.chain[i].label);
    }
    a.s += ']';
  }
  if (with_decision) decision(j.key("decision"), *with_decision);
  {
    Out& a = j.key("players");
    a.s += '[';
    for (size_t i = 0; i < v.players.size(); i++) {
      if (i) a.s += ',';
      Obj p(a);
      p.key("in_game").boolean(v.players[i].in_game);
      p.key("player").num(unsigned(v.players[i].player));
      vars(p.key("vars"), v.players[i].vars);
    }
    a.s += ']';
  }
  if (v.result) result(j.key("result"), *v.result);
  if (v.sequence) j.key("sequence").str(*v.sequence);
  else j.key("sequence").s += "null";
  if (v.step) j.key("step").str(*v.step);  // before the first turn: setup
  else j.key("step").s += "null";
  if (!v.tapped_word.empty()) j.key("tapped_word").str(v.tapped_word);
  j.key("turn").num(v.turn);
  j.key("turn_order").players(v.turn_order);
  vars(j.key("vars"), v.vars);
  j.key("viewer").player(v.viewer);
  {
    Out& a = j.key("zones");
    a.s += '[';
    for (size_t i = 0; i < v.zones.size(); i++) {
      const ZoneView& z = v.zones[i];
      if (i) a.s += ',';
      Obj zj(a);
      Out& cards = zj.key("cards");
      cards.s += '[';
      for (size_t k = 0; k < z.cards.size(); k++) {
        if (k) cards.s += ',';
        card(cards, z.cards[k]);
      }
      cards.s += ']';
      zj.key("count").num(z.count);
      zj.key("kind").str(z.kind);
      zj.key("player").player(z.player);
    }
    a.s += ']';
  }
}

}  // namespace

void append_json_string(std::string& s, std::string_view v) {
  if (!utf8_ok(v)) {  // rare: nlohmann's own replacement, exactly
    s += dump_json(nlohmann::json(std::string(v)));
    return;
  }
  s += '"';
  size_t run = 0;  // start of the bytes not yet written
  for (size_t i = 0; i < v.size(); i++) {
    auto c = static_cast<unsigned char>(v[i]);
    if (c >= 0x20 && c != '"' && c != '\\') continue;
    s.append(v.data() + run, i - run);
    run = i + 1;
    switch (c) {
      case '"': s += "\\\""; break;
      case '\\': s += "\\\\"; break;
      case '\b': s += "\\b"; break;
      case '\f': s += "\\f"; break;
      case '\n': s += "\\n"; break;
      case '\r': s += "\\r"; break;
      case '\t': s += "\\t"; break;
      default: {
        static const char kHex[] = "0123456789abcdef";
        s += "\\u00";
        s += kHex[c >> 4];
        s += kHex[c & 15];
      }
    }
  }
  s.append(v.data() + run, v.size() - run);
  s += '"';
}
std::string view_document_text(const Game& g, PlayerId viewer) {
  Out o;
  o.s.reserve(4096);
  std::optional<DecisionView> d = decision_view(g, viewer);
  view(o, view_of(g, viewer), &d);
  return std::move(o.s);
}

std::string decision_text(const Game& g, PlayerId viewer) {
  Out o;
  decision(o, decision_view(g, viewer));
  return std::move(o.s);
}

std::string result_text(const Game& g) {
  std::optional<ResultView> r = result_view(g);
  if (!r) return "null";
  Out o;
  result(o, *r);
  return std::move(o.s);
}

nlohmann::json view_json(const Game& g, PlayerId viewer) {
  Out o;
  view(o, view_of(g, viewer), nullptr);
  return nlohmann::json::parse(o.s);
}

nlohmann::json decision_json(const Game& g, PlayerId viewer) { return nlohmann::json::parse(decision_text(g, viewer)); }

nlohmann::json view_document(const Game& g, PlayerId viewer) { return nlohmann::json::parse(view_document_text(g, viewer)); }

}  // namespace cardinal
