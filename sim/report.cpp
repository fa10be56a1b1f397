#include "sim/report.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <numeric>
#include <unordered_map>

#include "core/json_util.h"

namespace cardinal {

Interval wilson(int hits, int n, double z) {
  Interval r;
  r.hits = hits;
  r.n = n;
  if (n <= 0) return r;
  const double p = double(hits) / n, z2 = z * z;
  const double centre = (p + z2 / (2.0 * n)) / (1 + z2 / n);
  const double half = z / (1 + z2 / n) * std::sqrt(p * (1 - p) / n + z2 / (4.0 * n * n));
  r.rate = p;
  // At 0 or n hits the bound is exactly 0 or 1 (rounding would leave 1e-17 off).
  r.lo = hits == 0 ? 0.0 : std::max(0.0, centre - half);
  r.hi = hits == n ? 1.0 : std::min(1.0, centre + half);
  return r;
}

std::vector<HistogramBin> histogram(const std::vector<int64_t>& values, int max_bins) {
  std::vector<HistogramBin> bins;
  if (values.empty()) return bins;
  auto [lo_it, hi_it] = std::minmax_element(values.begin(), values.end());
  const int64_t lo = *lo_it, hi = *hi_it;
  max_bins = std::max(max_bins, 1);
  const int64_t span = hi - lo + 1;
  const int64_t width = (span + max_bins - 1) / max_bins;
  for (int64_t b = lo; b <= hi; b += width) bins.push_back({b, std::min(hi, b + width - 1), 0});
  for (int64_t v : values) bins[size_t((v - lo) / width)].count++;
  return bins;
}

bool finished(const GameRecord& r) { return !r.error && !r.stuck && !r.hung; }

std::vector<Interval> seat_wins(const std::vector<const GameRecord*>& games, int players) {
  std::vector<int> wins(size_t(players), 0);
  int n = 0;
  for (const GameRecord* g : games) {
    if (!finished(*g)) continue;
    n++;
    for (int p = 0; p < players; p++) wins[size_t(p)] += g->winners >> p & 1;
  }
  std::vector<Interval> out;
  for (int p = 0; p < players; p++) out.push_back(wilson(wins[size_t(p)], n));
  return out;
}

FirstPlayer first_player(const std::vector<const GameRecord*>& games, int players) {
  FirstPlayer f;
  f.went_first.assign(size_t(players), 0);
  std::vector<int> won_first(size_t(players), 0), won_other(size_t(players), 0), other(size_t(players), 0);
  int first_won = 0;
  for (const GameRecord* g : games) {
    if (!finished(*g)) continue;
    if (g->first < 0 || g->first >= players) {
      f.unknown++;
      continue;
    }
    f.known++;
    first_won += g->winners >> g->first & 1;
    for (int p = 0; p < players; p++) {
      bool won = g->winners >> p & 1;
      if (p == g->first) {
        f.went_first[size_t(p)]++;
        won_first[size_t(p)] += won;
      } else {
        other[size_t(p)]++;
        won_other[size_t(p)] += won;
      }
    }
  }
  f.first_won = wilson(first_won, f.known);
  for (int p = 0; p < players; p++) {
    f.when_first.push_back(wilson(won_first[size_t(p)], f.went_first[size_t(p)]));
    f.when_not_first.push_back(wilson(won_other[size_t(p)], other[size_t(p)]));
  }
  return f;
}

Matchups matchups(const std::vector<Pairing>& runs) {
  Matchups m;
  auto index = [&](const std::string& d) {
    auto it = std::find(m.decks.begin(), m.decks.end(), d);
    if (it != m.decks.end()) return size_t(it - m.decks.begin());
    m.decks.push_back(d);
    return m.decks.size() - 1;
  };
  std::vector<std::pair<size_t, size_t>> at;
  for (const Pairing& r : runs) at.push_back({index(r.deck1), index(r.deck2)});
  const size_t k = m.decks.size();
  std::vector<std::vector<int>> wins(k, std::vector<int>(k, 0)), n(k, std::vector<int>(k, 0));
  std::vector<int> all_wins(k, 0), all_n(k, 0);
  for (size_t i = 0; i < runs.size(); i++) {
    auto [a, b] = at[i];
    if (!runs[i].games) continue;
    for (const GameRecord& g : *runs[i].games) {
      if (!finished(g)) continue;
      bool won_a = g.winners & 1, won_b = g.winners >> 1 & 1;
      if (a == b) {  // a mirror: each game is one game of the deck against itself, won by one side
        n[a][a]++;
        wins[a][a] += won_a;
        continue;
      }
      n[a][b]++, n[b][a]++;
      wins[a][b] += won_a, wins[b][a] += won_b;
      all_n[a]++, all_n[b]++;
      all_wins[a] += won_a, all_wins[b] += won_b;
    }
  }
  m.cells.assign(k, std::vector<Interval>(k));
  for (size_t a = 0; a < k; a++) {
    for (size_t b = 0; b < k; b++) m.cells[a][b] = wilson(wins[a][b], n[a][b]);
    m.overall.push_back(wilson(all_wins[a], all_n[a]));
  }
  return m;
}

std::vector<CardFigures> card_figures(const std::vector<const GameRecord*>& games, const Baseline& baseline) {
  struct Sum {
    int drawn = 0, drawn_won = 0, played = 0, played_won = 0, plays = 0;
    double turns = 0, drawn_expected = 0, played_expected = 0;
  };
  std::map<uint32_t, Sum> sums;
  // One game's per-player sets, reused: (card, player) pairs seen.
  std::vector<std::pair<uint32_t, uint8_t>> drawn, played;
  // The kinds of zone cards were played from (the hands): only reaching one counts as drawn.
  std::vector<bool> play_zone;
  for (const GameRecord* g : games)
    if (finished(*g))
      for (const CardEvent& e : g->cards)
        if (e.kind == CardEvent::Played) {
          if (play_zone.size() <= e.zone) play_zone.resize(size_t(e.zone) + 1);
          play_zone[e.zone] = true;
        }
  for (const GameRecord* g : games) {
    if (!finished(*g)) continue;
    drawn.clear();
    played.clear();
    for (const CardEvent& e : g->cards) {
      if (e.kind == CardEvent::Drawn) {
        if (e.zone < play_zone.size() && play_zone[e.zone]) drawn.push_back({e.card, e.player});
      } else {
        played.push_back({e.card, e.player});
        Sum& s = sums[e.card];
        s.plays++;
        s.turns += e.turn;
      }
    }
    for (auto* list : {&drawn, &played}) {
      std::sort(list->begin(), list->end());
      list->erase(std::unique(list->begin(), list->end()), list->end());
    }
    for (auto [card, p] : drawn) {
      Sum& s = sums[card];
      s.drawn++;
      s.drawn_won += g->winners >> p & 1;
      if (baseline) s.drawn_expected += baseline(*g, p);
    }
    for (auto [card, p] : played) {
      Sum& s = sums[card];
      s.played++;
      s.played_won += g->winners >> p & 1;
      if (baseline) s.played_expected += baseline(*g, p);
    }
  }
  std::vector<CardFigures> out;
  for (const auto& [card, s] : sums) {
    if (s.drawn == 0) continue;
    CardFigures f;
    f.card = card;
    f.drawn_games = s.drawn;
    f.played_games = s.played;
    f.plays = s.plays;
    f.turn_sum = s.turns;
    f.won_drawn = wilson(s.drawn_won, s.drawn);
    f.won_played = wilson(s.played_won, s.played);
    f.expected_drawn = s.drawn_expected / s.drawn;
    f.expected_played = s.played ? s.played_expected / s.played : 0;
    out.push_back(f);
  }
  std::stable_sort(out.begin(), out.end(), [](const CardFigures& a, const CardFigures& b) { return a.drawn_games > b.drawn_games; });
  return out;
}

std::vector<std::pair<std::string, int>> endings(const std::vector<const GameRecord*>& games) {
  std::map<std::string, int> count;
  for (const GameRecord* g : games) {
    if (g->hung) count["hang"]++;
    else if (g->error) count["script error"]++;
    else if (g->stuck) count["stuck"]++;
    else count[g->reason.empty() ? std::string("(no reason given)") : g->reason]++;
  }
  std::vector<std::pair<std::string, int>> out(count.begin(), count.end());
  std::stable_sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.second > b.second; });
  return out;
}

std::string html_escape(const std::string& raw) {
  // Bytes that are not UTF-8 become U+FFFD, as in every JSON the engine writes.
  std::string s = nlohmann::json::parse(dump_json(nlohmann::json(raw))).get<std::string>();
  std::string out;
  out.reserve(s.size());
  for (char c : s) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&#39;"; break;
      default: out += c;
    }
  }
  return out;
}

SimReport merge_runs(const std::vector<SimRun>& runs) {
  if (runs.size() == 1) return runs[0].rep;
  SimReport all;
  std::unordered_map<std::string, lua::SandboxState::ProfileEntry> profile;
  double turns = 0, decisions = 0;
  for (const SimRun& run : runs) {
    const SimReport& r = run.rep;
    all.games.insert(all.games.end(), r.games.begin(), r.games.end());
    all.seconds += r.seconds;
    for (int p = 0; p < 8; p++) all.wins[p] += r.wins[p], all.losses[p] += r.losses[p];
    all.draws += r.draws, all.errors += r.errors, all.stuck += r.stuck, all.hangs += r.hangs;
    turns += r.avg_turns * double(r.games.size());
    decisions += r.avg_decisions * double(r.games.size());
    all.max_script_spent = std::max(all.max_script_spent, r.max_script_spent);
    for (const auto& [k, v] : r.lua_profile) profile[k].self += v.self, profile[k].total += v.total;
  }
  if (!all.games.empty()) all.avg_turns = turns / double(all.games.size()), all.avg_decisions = decisions / double(all.games.size());
  all.lua_profile.assign(profile.begin(), profile.end());
  std::sort(all.lua_profile.begin(), all.lua_profile.end(),
            [](const auto& a, const auto& b) { return a.second.total != b.second.total ? a.second.total > b.second.total : a.first < b.first; });
  return all;
}
std::vector<SimRun> play_round_robin(const CardLibrary& lib, SimOptions base,
                                     const std::vector<std::pair<std::string, std::vector<int64_t>>>& decks) {
  std::vector<SimRun> runs;
  const size_t k = decks.size(), total = k * (k - 1);
  for (size_t a = 0; a < k; a++)
    for (size_t b = 0; b < k; b++) {
      if (a == b) continue;
      base.decks = {decks[a].second, decks[b].second};
      base.progress_label = fmt::format("pairing {}/{}", runs.size() + 1, total);
      runs.push_back({{decks[a].first, decks[b].first}, simulate(lib, base)});
    }
  return runs;
}

ReportInput report_input(const CardLibrary& lib, const std::string& game, const SimOptions& opt,
                         const std::vector<std::string>& seat_players, const std::vector<SimRun>& runs,
                         bool round_robin) {
  ReportInput in;
  in.game = game;
  in.players = int(opt.decks.size());
  in.seat_players = seat_players;
  in.seed = opt.seed;
  in.games_per_run = opt.games;
  in.params = opt.params;
  in.round_robin = round_robin;
  for (const SimRun& run : runs) {
    in.run_decks.push_back(run.decks);
    in.runs.push_back(&run.rep.games);
    in.seconds += run.rep.seconds;
  }
  for (const CardDef& card : lib.library().cards) in.cards.push_back({card.id, card.name});
  return in;
}

// ---- the page ----
namespace {

std::string pct(double x) { return fmt::format("{:.1f}%", 100 * x); }
std::string interval_text(const Interval& i) {
  if (i.n == 0) return "–";
  return fmt::format("{} <span class=ci>({}–{})</span>", pct(i.rate), pct(i.lo), pct(i.hi));
}
// A cell class: the interval lies wholly above / below the baseline.
const char* verdict(const Interval& i, double base) {
  if (i.n == 0) return "";
  if (i.lo > base) return " class=hi";
  if (i.hi < base) return " class=lo";
  return "";
}

constexpr const char* kBar = "#4a78b5";
constexpr const char* kInk = "#1d2c44";
constexpr const char* kFair = "#c0392b";

// Rates with their intervals as horizontal bars on a 0..100% axis, with a
// dashed line at `fair` (the share each would win if all were even).
std::string svg_rates(const std::vector<std::pair<std::string, Interval>>& rows, double fair) {
  const int label_w = 190, plot_w = 420, row_h = 28, top = 22, w = label_w + plot_w + 240;
  const int h = top + row_h * int(rows.size()) + 8;
  std::string s = fmt::format("<svg xmlns='http://www.w3.org/2000/svg' width='{}' height='{}' viewBox='0 0 {} {}' "
                              "role='img' font-family='sans-serif' font-size='12'>",
                              w, h, w, h);
  for (int t = 0; t <= 100; t += 25) {
    double x = label_w + plot_w * t / 100.0;
    s += fmt::format("<line x1='{:.1f}' y1='{}' x2='{:.1f}' y2='{}' stroke='#ddd'/>", x, top - 4, x, h - 6);
    s += fmt::format("<text x='{:.1f}' y='{}' text-anchor='middle' fill='#666'>{}%</text>", x, top - 8, t);
  }
  for (size_t i = 0; i < rows.size(); i++) {
    const Interval& v = rows[i].second;
    double y = top + row_h * double(i);
    s += fmt::format("<text x='{}' y='{:.1f}' text-anchor='end' fill='{}'>{}</text>", label_w - 8, y + 18, kInk,
                     html_escape(rows[i].first));
    if (v.n == 0) {
      s += fmt::format("<text x='{}' y='{:.1f}' fill='#888'>no games</text>", label_w + 4, y + 18);
      continue;
    }
    s += fmt::format("<rect x='{}' y='{:.1f}' width='{:.1f}' height='16' fill='{}' opacity='0.85'/>", label_w, y + 6,
                     plot_w * v.rate, kBar);
    double x0 = label_w + plot_w * v.lo, x1 = label_w + plot_w * v.hi;
    s += fmt::format("<line x1='{:.1f}' y1='{:.1f}' x2='{:.1f}' y2='{:.1f}' stroke='{}' stroke-width='2'/>", x0, y + 14,
                     x1, y + 14, kInk);
    for (double x : {x0, x1})
      s += fmt::format("<line x1='{:.1f}' y1='{:.1f}' x2='{:.1f}' y2='{:.1f}' stroke='{}' stroke-width='2'/>", x, y + 9,
                       x, y + 19, kInk);
    s += fmt::format("<text x='{}' y='{:.1f}' fill='{}'>{} ({}–{}), n={}</text>", label_w + plot_w + 8, y + 18, kInk,
                     pct(v.rate), pct(v.lo), pct(v.hi), v.n);
  }
  if (fair > 0 && fair < 1) {
    double x = label_w + plot_w * fair;
    s += fmt::format("<line x1='{:.1f}' y1='{}' x2='{:.1f}' y2='{}' stroke='{}' stroke-dasharray='4 3'/>", x, top - 4, x,
                     h - 6, kFair);
  }
  return s + "</svg>";
}

// Counts as vertical bars, one per bin, labelled below.
std::string svg_histogram(const std::vector<HistogramBin>& bins, const std::string& x_label) {
  const int left = 48, plot_w = 600, plot_h = 180, top = 14, w = left + plot_w + 20, h = top + plot_h + 48;
  std::string s = fmt::format("<svg xmlns='http://www.w3.org/2000/svg' width='{}' height='{}' viewBox='0 0 {} {}' "
                              "role='img' font-family='sans-serif' font-size='11'>",
                              w, h, w, h);
  int most = 1;
  for (const HistogramBin& b : bins) most = std::max(most, b.count);
  for (int t = 0; t <= 4; t++) {
    double y = top + plot_h - plot_h * t / 4.0;
    s += fmt::format("<line x1='{}' y1='{:.1f}' x2='{}' y2='{:.1f}' stroke='#e4e4e4'/>", left, y, left + plot_w, y);
    s += fmt::format("<text x='{}' y='{:.1f}' text-anchor='end' fill='#666'>{}</text>", left - 6, y + 4,
                     int(std::lround(most * t / 4.0)));
  }
  const double bw = bins.empty() ? 0 : double(plot_w) / double(bins.size());
  const size_t every = std::max<size_t>(1, (bins.size() + 11) / 12);  // at most about 12 labels
  for (size_t i = 0; i < bins.size(); i++) {
    const HistogramBin& b = bins[i];
    double bh = plot_h * double(b.count) / most, x = left + bw * double(i);
    std::string range = b.lo == b.hi ? std::to_string(b.lo) : fmt::format("{}–{}", b.lo, b.hi);
    s += fmt::format("<rect x='{:.1f}' y='{:.1f}' width='{:.1f}' height='{:.1f}' fill='{}'><title>{}: {}</title></rect>",
                     x + 1, top + plot_h - bh, std::max(1.0, bw - 2), bh, kBar, range, b.count);
    if (i % every == 0)
      s += fmt::format("<text x='{:.1f}' y='{}' text-anchor='middle' fill='#444'>{}</text>", x + bw / 2,
                       top + plot_h + 15, range);
  }
  s += fmt::format("<line x1='{}' y1='{}' x2='{}' y2='{}' stroke='{}'/>", left, top + plot_h, left + plot_w, top + plot_h,
                   kInk);
  s += fmt::format("<text x='{}' y='{}' text-anchor='middle' fill='{}'>{}</text>", left + plot_w / 2, h - 8, kInk,
                   html_escape(x_label));
  return s + "</svg>";
}

// Labelled counts as horizontal bars (each with its share of the total).
std::string svg_counts(const std::vector<std::pair<std::string, int>>& rows, int total) {
  const int label_w = 330, plot_w = 300, row_h = 24, w = label_w + plot_w + 120;
  const int h = row_h * int(rows.size()) + 8;
  std::string s = fmt::format("<svg xmlns='http://www.w3.org/2000/svg' width='{}' height='{}' viewBox='0 0 {} {}' "
                              "role='img' font-family='sans-serif' font-size='12'>",
                              w, h, w, h);
  int most = 1;
  for (const auto& r : rows) most = std::max(most, r.second);
  for (size_t i = 0; i < rows.size(); i++) {
    double y = row_h * double(i);
    std::string label = rows[i].first;
    if (label.size() > 52) label = label.substr(0, 50) + "…";
    s += fmt::format("<text x='{}' y='{:.1f}' text-anchor='end' fill='{}'><title>{}</title>{}</text>", label_w - 8,
                     y + 17, kInk, html_escape(rows[i].first), html_escape(label));
    s += fmt::format("<rect x='{}' y='{:.1f}' width='{:.1f}' height='14' fill='{}'/>", label_w, y + 6,
                     std::max(1.0, plot_w * double(rows[i].second) / most), kBar);
    s += fmt::format("<text x='{:.1f}' y='{:.1f}' fill='{}'>{} ({})</text>",
                     label_w + plot_w * double(rows[i].second) / most + 6, y + 17, kInk, rows[i].second,
                     pct(total ? double(rows[i].second) / total : 0));
  }
  return s + "</svg>";
}

// A matchup cell's colour: red (the row deck loses) through pale to green (it wins).
std::string cell_colour(const Interval& i) {
  if (i.n == 0) return "#f4f4f4";
  double d = std::clamp((i.rate - 0.5) * 2, -1.0, 1.0);
  return d >= 0 ? fmt::format("hsl(130,45%,{:.0f}%)", 96 - 36 * d) : fmt::format("hsl(5,65%,{:.0f}%)", 96 + 36 * d);
}

const char* kStyle = R"(
body{font-family:system-ui,sans-serif;margin:2em auto;max-width:1100px;color:#1d2c44;padding:0 1em}
h1{margin-bottom:.2em}h2{border-bottom:2px solid #4a78b5;padding-bottom:.2em;margin-top:2em}
section p.note{color:#555;font-size:.92em;max-width:60em}
table{border-collapse:collapse;margin:.6em 0;font-size:.92em}
th,td{border:1px solid #d6dbe3;padding:.3em .6em;text-align:right}
th{background:#eef2f8}td.name,th.name{text-align:left}#cards td.name{white-space:nowrap}
.ci{color:#6a7485;font-size:.85em;white-space:nowrap}
td.hi{background:#dff3e2}td.lo{background:#f8e0dc}
.matrix td{text-align:center;min-width:7em}
dl{display:grid;grid-template-columns:max-content auto;gap:.2em 1em}dt{font-weight:600}dd{margin:0}
code{background:#f2f4f7;padding:0 .25em}
)";

}  // namespace

std::string report_html(const ReportInput& in) {
  std::vector<const GameRecord*> games;
  for (const auto* run : in.runs)
    for (const GameRecord& g : *run) games.push_back(&g);
  const int players = in.players;
  int done = 0, draws = 0;
  double turns = 0;
  for (const GameRecord* g : games)
    if (finished(*g)) done++, draws += g->winners == 0, turns += g->turns;
  const int problems = int(games.size()) - done;
  const double fair = 1.0 / std::max(players, 1);
  auto card_name = [&](uint32_t c) {
    return c < in.cards.size() ? in.cards[c].second : fmt::format("card #{}", c);
  };
  auto seat_deck = [&](int p) {
    std::string d;
    for (size_t r = 0; r < in.run_decks.size(); r++) {
      const std::string& here = size_t(p) < in.run_decks[r].size() ? in.run_decks[r][size_t(p)] : std::string();
      if (r == 0) d = here;
      else if (here != d) return std::string("(the round robin's decks)");
    }
    return d.empty() ? std::string("(no deck)") : d;
  };
  auto seat_label = [&](int p) { return fmt::format("Seat {}", p + 1); };

  std::string h = "<!DOCTYPE html>\n<html lang=en><head><meta charset=utf-8><title>" +
                  html_escape("Balance report: " + in.game) + "</title><style>" + kStyle + "</style></head><body>\n";
  h += "<h1>Balance report: " + html_escape(in.game) + "</h1>\n";

  // Summary.
  h += "<section id=summary><h2>Summary</h2><dl>";
  h += fmt::format("<dt>Game</dt><dd>{}</dd>", html_escape(in.game));
  h += fmt::format("<dt>Games</dt><dd>{} ({}{} per {})</dd>", games.size(), in.round_robin ? "a round robin, " : "",
                   in.games_per_run, in.round_robin ? "ordered pairing" : "run");
  h += fmt::format("<dt>Finished by the rules</dt><dd>{} ({} draws)</dd>", done, draws);
  h += fmt::format("<dt>Not counted</dt><dd>{} (script errors, stuck games, hangs: see Endings)</dd>", problems);
  h += fmt::format("<dt>Players</dt><dd>{}</dd>", players);
  for (int p = 0; p < players; p++)
    h += fmt::format("<dt>{}</dt><dd>{} · {}</dd>", seat_label(p), html_escape(seat_deck(p)),
                     html_escape(size_t(p) < in.seat_players.size() ? in.seat_players[size_t(p)] : "random"));
  h += fmt::format("<dt>Run seed</dt><dd>{}</dd>", in.seed);
  if (!in.params.empty()) {
    std::string ps;
    for (const auto& [k, v] : in.params) ps += fmt::format("{}{}={}", ps.empty() ? "" : ", ", html_escape(k), v);
    h += "<dt>Parameters</dt><dd>" + ps + "</dd>";
  }
  h += fmt::format("<dt>Average length</dt><dd>{:.1f} turns</dd>", done ? turns / done : 0.0);
  h += fmt::format("<dt>Time</dt><dd>{:.1f} s</dd>", in.seconds);
  h += "</dl><p class=note>Every rate below is of the games finished by the rules, with its 95% confidence interval "
       "(Wilson score interval) in brackets: with this many games the true rate lies in it 19 times out of 20. "
       "A draw counts as a game not won. docs/reports.md says how each figure is computed.</p></section>\n";

  // Seats.
  std::vector<Interval> seats = seat_wins(games, players);
  h += "<section id=seats><h2>Win rate by seat</h2>";
  h += fmt::format("<p class=note>How often each seat won. The dashed line is an even share ({}); a bar whose "
                   "interval misses it is evidence the seat is favoured or handicapped.</p>",
                   pct(fair));
  std::vector<std::pair<std::string, Interval>> rows;
  for (int p = 0; p < players; p++) rows.push_back({seat_label(p) + " · " + seat_deck(p), seats[size_t(p)]});
  h += svg_rates(rows, fair) + "</section>\n";

  // First player.
  FirstPlayer f = first_player(games, players);
  h += "<section id=first-player><h2>Win rate by first player</h2>";
  if (f.known == 0) {
    h += "<p class=note><strong>This game does not expose who went first</strong>: no game reached a turn numbered 1 "
         "or more, so the active player of the first turn is unknown and no split is given.</p>";
  } else {
    h += fmt::format("<p class=note>The first player is the active player of the game's first turn (turn 1). "
                     "The player going first won {} of {} games{}.</p>",
                     interval_text(f.first_won), f.known,
                     f.unknown ? fmt::format(" ({} games never reached a first turn)", f.unknown) : std::string());
    std::vector<std::pair<std::string, Interval>> frows{{"The first player", f.first_won}};
    for (int p = 0; p < players; p++) {
      frows.push_back({seat_label(p) + " going first", f.when_first[size_t(p)]});
      frows.push_back({seat_label(p) + " not first", f.when_not_first[size_t(p)]});
    }
    h += svg_rates(frows, fair);
    h += "<table><tr><th class=name>Seat</th><th>went first</th><th>won going first</th><th>won otherwise</th></tr>";
    for (int p = 0; p < players; p++)
      h += fmt::format("<tr><td class=name>{}</td><td>{}</td><td{}>{}</td><td{}>{}</td></tr>", seat_label(p),
                       f.went_first[size_t(p)], verdict(f.when_first[size_t(p)], fair),
                       interval_text(f.when_first[size_t(p)]), verdict(f.when_not_first[size_t(p)], fair),
                       interval_text(f.when_not_first[size_t(p)]));
    h += "</table>";
  }
  h += "</section>\n";

  // Matchups.
  h += "<section id=matchups><h2>Matchups</h2>";
  if (!in.round_robin) {
    h += "<p class=note>One deck per seat in this run: no matrix. Several decks playing each other give one "
         "(<code>cardinal sim --decks a,b,c --report FILE</code>).</p>";
  } else {
    std::vector<Pairing> pairings;
    for (size_t r = 0; r < in.runs.size(); r++)
      pairings.push_back({in.run_decks[r].size() > 0 ? in.run_decks[r][0] : "", in.run_decks[r].size() > 1 ? in.run_decks[r][1] : "",
                          in.runs[r]});
    Matchups m = matchups(pairings);
    h += "<p class=note>Each cell is the row deck's win rate against the column deck, over their games in both seat "
         "orders (every ordered pairing played the same number of games), with its interval and game count. "
         "Green: the row deck wins more; red: less. The last column is each deck over all its pairings.</p>";
    h += "<table class=matrix><tr><th class=name>deck \\ against</th>";
    for (const std::string& d : m.decks) h += "<th>" + html_escape(d) + "</th>";
    h += "<th>overall</th></tr>";
    for (size_t a = 0; a < m.decks.size(); a++) {
      h += "<tr><th class=name>" + html_escape(m.decks[a]) + "</th>";
      for (size_t b = 0; b < m.decks.size(); b++) {
        const Interval& c = m.cells[a][b];
        if (c.n == 0) h += "<td style='background:#f4f4f4'>–</td>";
        else
          h += fmt::format("<td style='background:{}'>{}<br><span class=ci>{}–{} · n={}</span></td>", cell_colour(c),
                           pct(c.rate), pct(c.lo), pct(c.hi), c.n);
      }
      const Interval& o = m.overall[a];
      h += fmt::format("<td style='background:{}'>{}<br><span class=ci>{}–{} · n={}</span></td></tr>", cell_colour(o),
                       pct(o.rate), pct(o.lo), pct(o.hi), o.n);
    }
    h += "</table>";
  }
  h += "</section>\n";

  // Cards.
  // A card's expected rate: the win rate of the seat that drew it, in its run
  // (its deck in that pairing), so a card of the stronger deck is not
  // credited with the deck's strength.
  std::vector<std::vector<double>> run_seat_rate;
  for (const auto* run : in.runs) {
    std::vector<const GameRecord*> mine;
    for (const GameRecord& g : *run) mine.push_back(&g);
    std::vector<double> rates;
    for (const Interval& i : seat_wins(mine, players)) rates.push_back(i.rate);
    run_seat_rate.push_back(rates);
  }
  Baseline seat_rate = [&](const GameRecord& g, int p) {
    for (size_t r = 0; r < in.runs.size(); r++) {
      const std::vector<GameRecord>& run = *in.runs[r];
      if (!run.empty() && &g >= &run.front() && &g <= &run.back()) return run_seat_rate[r][size_t(p)];
    }
    return fair;
  };
  std::vector<CardFigures> cards = card_figures(games, seat_rate);
  auto lift = [](const Interval& i, double expected) {
    return i.n == 0 ? std::string("–") : fmt::format("{:+.1f}", 100 * (i.rate - expected));
  };
  h += "<section id=cards><h2>Cards</h2>";
  if (cards.empty()) {
    h += "<p class=note>No card was seen in a zone only its player sees (a hand) in these games, so there are no "
         "per-card figures.</p>";
  } else {
    h += fmt::format(
        "<p class=note>Per card, from the games' events: <em>drawn</em> counts the player-games in which the card was "
        "seen in a zone only that player sees, having been moved there, of a kind cards were played from (a hand: "
        "drawn, dealt, in the opening hand); <em>played</em> those in which that player took an action naming the "
        "card from such a zone and it left the zone. Win rates are that player's. <em>Expected</em> is what the "
        "same players won whatever they drew (each one's seat in that run: its deck in that pairing), so a card "
        "of the stronger deck is not credited with its deck's strength; <em>vs expected</em> is the difference in "
        "points. A rate whose interval lies wholly above its expected rate is marked green, wholly below red: the "
        "cards worth a look. Most drawn first.</p>");
    h += "<table><tr><th class=name>card</th><th>id</th><th>drawn</th><th>won when drawn</th><th>expected</th>"
         "<th>vs expected</th><th>played</th><th>won when played</th><th>vs expected</th><th>played when drawn</th>"
         "<th>plays per game</th><th>avg turn played</th></tr>";
    for (const CardFigures& c : cards) {
      int64_t id = c.card < in.cards.size() ? in.cards[c.card].first : 0;
      h += fmt::format(
          "<tr><td class=name>{}</td><td>{}</td><td>{}</td><td{}>{}</td><td>{}</td><td>{}</td><td>{}</td><td{}>{}</td>"
          "<td>{}</td><td>{}</td><td>{:.2f}</td><td>{}</td></tr>",
          html_escape(card_name(c.card)), id, c.drawn_games, verdict(c.won_drawn, c.expected_drawn),
          interval_text(c.won_drawn), pct(c.expected_drawn), lift(c.won_drawn, c.expected_drawn), c.played_games,
          verdict(c.won_played, c.expected_played), interval_text(c.won_played), lift(c.won_played, c.expected_played),
          pct(double(c.played_games) / c.drawn_games), done ? double(c.plays) / done : 0.0,
          c.plays ? fmt::format("{:.1f}", c.avg_turn()) : std::string("–"));
    }
    h += "</table>";
  }
  h += "</section>\n";

  // Game length.
  std::vector<int64_t> lengths;
  for (const GameRecord* g : games)
    if (finished(*g)) lengths.push_back(g->turns);
  h += "<section id=turns><h2>Game length</h2>";
  if (lengths.empty()) {
    h += "<p class=note>No game finished.</p>";
  } else {
    std::vector<int64_t> sorted = lengths;
    std::sort(sorted.begin(), sorted.end());
    h += fmt::format("<p class=note>Turns per finished game (the game's turn number at its end): mean {:.1f}, median "
                     "{}, shortest {}, longest {}.</p>",
                     turns / done, sorted[sorted.size() / 2], sorted.front(), sorted.back());
    h += svg_histogram(histogram(lengths), "turns");
  }
  h += "</section>\n";

  // Endings.
  auto ends = endings(games);
  h += "<section id=endings><h2>Endings</h2><p class=note>Why each game ended, in the ruleset's words (the reason "
       "its result gives), most frequent first; games that did not finish by the rules are counted as script error, "
       "stuck or hang.</p>";
  h += svg_counts(ends, int(games.size()));
  if (problems) {
    h += "<table><tr><th class=name>game</th><th class=name>what went wrong</th></tr>";
    int shown = 0;
    for (size_t r = 0; r < in.runs.size(); r++)
      for (size_t i = 0; i < in.runs[r]->size() && shown < 50; i++) {
        const GameRecord& g = (*in.runs[r])[i];
        if (finished(g)) continue;
        shown++;
        h += fmt::format("<tr><td class=name>{}seed {:016x}</td><td class=name>{}</td></tr>",
                         in.runs.size() > 1 ? fmt::format("run {}, ", r + 1) : std::string(), g.seed,
                         html_escape(g.reason));
      }
    h += "</table>";
  }
  h += "</section>\n</body></html>\n";
  return h;
}

}  // namespace cardinal
