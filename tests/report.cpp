// The balance report's arithmetic (sim/report.h): intervals,
// histograms, per-seat, first-player, matchup and per-card figures, on
// records made by hand so every expected number is known.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "sim/report.h"

using namespace cardinal;

namespace {
GameRecord game(uint8_t winners, int first, uint32_t turns, std::string reason = "life 0") {
  GameRecord g;
  g.winners = winners;
  g.first = int8_t(first);
  g.turns = turns;
  g.reason = std::move(reason);
  return g;
}
std::vector<const GameRecord*> ptrs(const std::vector<GameRecord>& v) {
  std::vector<const GameRecord*> out;
  for (const GameRecord& g : v) out.push_back(&g);
  return out;
}
}  // namespace

TEST_CASE("wilson: the score interval, known values and edges", "[report]") {
  // 50 of 100: centre 0.5, half width 1.96*sqrt(.25/100 + 1.96^2/40000)/(1+1.96^2/100).
  Interval i = wilson(50, 100);
  CHECK(i.rate == Approx(0.5));
  CHECK(i.lo == Approx(0.4038).margin(1e-4));
  CHECK(i.hi == Approx(0.5962).margin(1e-4));
  // 0 of 10: the interval still has width (the normal approximation's would be 0..0).
  i = wilson(0, 10);
  CHECK(i.lo == 0.0);
  CHECK(i.hi == Approx(0.2775).margin(1e-4));
  i = wilson(10, 10);
  CHECK(i.hi == 1.0);
  CHECK(i.lo == Approx(0.7225).margin(1e-4));
  i = wilson(0, 0);
  CHECK(i.n == 0);
  CHECK(i.rate == 0.0);
  CHECK(i.lo == 0.0);
  CHECK(i.hi == 0.0);
  // More games, a narrower interval around the same rate.
  Interval few = wilson(6, 10), many = wilson(600, 1000);
  CHECK(many.hi - many.lo < few.hi - few.lo);
  CHECK(many.lo < 0.6);
  CHECK(many.hi > 0.6);
}

TEST_CASE("histogram: width-1 bins when they fit, equal wider bins otherwise", "[report]") {
  CHECK(histogram({}).empty());
  auto h = histogram({3, 5, 5, 7});
  REQUIRE(h.size() == 5);  // 3,4,5,6,7
  CHECK(h[0].lo == 3);
  CHECK(h[0].count == 1);
  CHECK(h[1].count == 0);
  CHECK(h[2].count == 2);
  CHECK(h[4].hi == 7);
  CHECK(h[4].count == 1);
  std::vector<int64_t> many;
  for (int v = 1; v <= 100; v++) many.push_back(v);
  h = histogram(many, 10);
  REQUIRE(h.size() == 10);
  for (const HistogramBin& b : h) {
    CHECK(b.hi - b.lo == 9);
    CHECK(b.count == 10);
  }
  h = histogram({1, 2, 3, 4, 5, 6, 7}, 3);  // width 3: 1-3, 4-6, 7
  REQUIRE(h.size() == 3);
  CHECK(h[2].lo == 7);
  CHECK(h[2].hi == 7);
  CHECK(h[2].count == 1);
}

TEST_CASE("seat_wins and first_player: finished games only, draws are not wins", "[report]") {
  std::vector<GameRecord> v = {game(1, 0, 5), game(1, 0, 6), game(2, 1, 7), game(0, 1, 9, "a draw"),
                               game(1, -1, 0)};
  GameRecord broken = game(2, 0, 3);
  broken.error = true;  // a script error: not counted
  v.push_back(broken);
  auto seats = seat_wins(ptrs(v), 2);
  REQUIRE(seats.size() == 2);
  CHECK(seats[0].n == 5);
  CHECK(seats[0].hits == 3);
  CHECK(seats[1].hits == 1);
  FirstPlayer f = first_player(ptrs(v), 2);
  CHECK(f.known == 4);
  CHECK(f.unknown == 1);
  CHECK(f.first_won.hits == 3);  // seat 1 first and won twice; seat 2 first, won once, drew once
  CHECK(f.went_first == std::vector<int>{2, 2});
  CHECK(f.when_first[0].hits == 2);
  CHECK(f.when_first[0].n == 2);
  CHECK(f.when_not_first[0].hits == 0);
  CHECK(f.when_first[1].hits == 1);
  CHECK(f.when_not_first[1].hits == 0);
  // Three players: a seat's bit, whoever else played.
  std::vector<GameRecord> three = {game(4, 2, 3), game(4, 0, 3), game(1, 0, 3)};
  auto s3 = seat_wins(ptrs(three), 3);
  CHECK(s3[2].hits == 2);
  CHECK(s3[1].hits == 0);
  CHECK(first_player(ptrs(three), 3).first_won.hits == 2);
}

TEST_CASE("matchups: a deck's wins over both seat orders", "[report]") {
  std::vector<GameRecord> ab = {game(1, 0, 5), game(1, 0, 5), game(2, 0, 5), game(0, 0, 5)};  // a at seat 1
  std::vector<GameRecord> ba = {game(1, 0, 5), game(2, 0, 5)};                               // b at seat 1
  std::vector<GameRecord> ac = {game(2, 0, 5)};
  Matchups m = matchups({{"a", "b", &ab}, {"b", "a", &ba}, {"a", "c", &ac}});
  REQUIRE(m.decks == std::vector<std::string>{"a", "b", "c"});
  // a against b: 2 wins at seat 1 + 1 at seat 2, of 6 games (one a draw).
  CHECK(m.cells[0][1].hits == 3);
  CHECK(m.cells[0][1].n == 6);
  CHECK(m.cells[1][0].hits == 2);
  CHECK(m.cells[1][0].n == 6);
  CHECK(m.cells[0][2].hits == 0);
  CHECK(m.cells[2][0].hits == 1);
  CHECK(m.cells[0][0].n == 0);
  CHECK(m.cells[1][2].n == 0);
  CHECK(m.overall[0].hits == 3);
  CHECK(m.overall[0].n == 7);
}

TEST_CASE("card_figures: per card, once per player and game, from the events", "[report]") {
  auto ev = [](uint32_t card, uint8_t p, CardEvent::Kind k, uint32_t turn) { return CardEvent{card, p, k, turn}; };
  GameRecord g1 = game(1, 0, 8);  // seat 1 won
  g1.cards = {ev(7, 0, CardEvent::Drawn, 0), ev(7, 0, CardEvent::Drawn, 2),  // two copies: one player-game
              ev(7, 0, CardEvent::Played, 3), ev(7, 0, CardEvent::Played, 5), ev(7, 1, CardEvent::Drawn, 1),
              ev(9, 1, CardEvent::Drawn, 0),
              // In a kind of zone no card was played from (a token supply, an extra deck): not drawn.
              CardEvent{11, 0, CardEvent::Drawn, 0, 3}};
  GameRecord g2 = game(2, 1, 6);  // seat 2 won
  g2.cards = {ev(7, 1, CardEvent::Drawn, 0), ev(7, 1, CardEvent::Played, 4)};
  GameRecord bad = game(1, 0, 2);
  bad.stuck = true;
  bad.cards = {ev(9, 0, CardEvent::Drawn, 0)};  // a stuck game counts for nothing
  std::vector<GameRecord> v = {g1, g2, bad};
  auto cards = card_figures(ptrs(v));
  REQUIRE(cards.size() == 2);  // 7 and 9, not 11
  const CardFigures& c7 = cards[0];  // most drawn first
  CHECK(c7.card == 7);
  CHECK(c7.drawn_games == 3);        // g1 seat 1, g1 seat 2, g2 seat 2
  CHECK(c7.won_drawn.hits == 2);     // g1 seat 1 won, g2 seat 2 won
  CHECK(c7.played_games == 2);
  CHECK(c7.won_played.hits == 2);
  CHECK(c7.plays == 3);
  CHECK(c7.avg_turn() == Approx(4.0));  // (3 + 5 + 4) / 3
  CHECK(c7.expected_drawn == 0.0);  // no baseline given
  // With a baseline (each seat's rate), the mean over the same player-games.
  auto with_base = card_figures(ptrs(v), [](const GameRecord&, int p) { return p == 0 ? 0.25 : 0.75; });
  REQUIRE(with_base.size() == 2);
  CHECK(with_base[0].expected_drawn == Approx(1.75 / 3));  // seat 1 once, seat 2 twice
  CHECK(with_base[0].expected_played == Approx(0.5));      // seat 1 once, seat 2 once
  CHECK(with_base[1].expected_drawn == Approx(0.75));
  CHECK(with_base[1].expected_played == 0.0);               // never played
  const CardFigures& c9 = cards[1];
  CHECK(c9.card == 9);
  CHECK(c9.drawn_games == 1);
  CHECK(c9.won_drawn.hits == 0);
  CHECK(c9.plays == 0);
  CHECK(c9.played_games == 0);
  CHECK(c9.won_played.n == 0);
}

TEST_CASE("endings: reasons by frequency, problems by kind", "[report]") {
  std::vector<GameRecord> v = {game(1, 0, 1, "decked out"), game(1, 0, 1, "life 0"), game(2, 0, 1, "life 0")};
  GameRecord e = game(0, 0, 1, "boom");
  e.error = true;
  GameRecord h = game(0, 0, 1, "slow");
  h.hung = true;
  h.error = true;  // a hang is a hang whatever else it is
  v.push_back(e);
  v.push_back(h);
  auto ends = endings(ptrs(v));
  REQUIRE(ends.size() == 4);
  CHECK(ends[0] == std::pair<std::string, int>{"life 0", 2});
  CHECK(ends[1] == std::pair<std::string, int>{"decked out", 1});
  CHECK(ends[2] == std::pair<std::string, int>{"hang", 1});
  CHECK(ends[3] == std::pair<std::string, int>{"script error", 1});
}

TEST_CASE("report_html: one page, every section, names escaped, nothing fetched", "[report]") {
  std::vector<GameRecord> v = {game(1, 0, 5), game(2, 1, 7, "<b>won</b>")};
  v[0].cards = {CardEvent{0, 0, CardEvent::Drawn, 0}, CardEvent{0, 0, CardEvent::Played, 2}};
  ReportInput in;
  in.game = "test & game";
  in.players = 2;
  in.seat_players = {"random", "greedy"};
  in.games_per_run = 2;
  in.run_decks = {{"deck-a", "deck-b"}};
  in.runs = {&v};
  in.cards = {{1001, "Fire <Bolt>"}};
  std::string h = report_html(in);
  for (const char* id : {"summary", "seats", "first-player", "matchups", "cards", "turns", "endings"})
    CHECK(h.find(std::string("<section id=") + id + ">") != std::string::npos);
  CHECK(h.find("Fire &lt;Bolt&gt;") != std::string::npos);
  CHECK(h.find("<b>won</b>") == std::string::npos);
  CHECK(h.find("test &amp; game") != std::string::npos);
  CHECK(h.find("<svg") != std::string::npos);
  CHECK(h.find("<script") == std::string::npos);
  CHECK(h.find("src=") == std::string::npos);
  CHECK(h.find("href=") == std::string::npos);
  CHECK(h.find("http://www.w3.org/2000/svg") != std::string::npos);  // the SVG namespace, a name, never fetched
  CHECK(h.find("https:") == std::string::npos);
  // A game that never reached a first turn says so rather than guess.
  std::vector<GameRecord> unknown = {game(1, -1, 0)};
  in.runs = {&unknown};
  CHECK(report_html(in).find("does not expose who went first") != std::string::npos);
}

TEST_CASE("html_escape: markup and bytes that are not UTF-8", "[report]") {
  CHECK(html_escape("a<b>&\"'") == "a&lt;b&gt;&amp;&quot;&#39;");
  CHECK(html_escape("caf\xC3\xA9") == "caf\xC3\xA9");
  CHECK(html_escape("bad\xFFx") == "bad\xEF\xBF\xBDx");
}
