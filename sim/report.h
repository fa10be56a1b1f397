// Balance reports (`cardinal sim --report FILE`): what many games of one
// game say about its balance, as one self-contained HTML page. The figures
// are pure functions of the games' records (sim/runner.h) so they can
// be tested alone; docs/reports.md says what each means.
#pragma once
#include <cstdint>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "sim/runner.h"

namespace cardinal {

// A proportion with its 95% confidence interval (Wilson score interval).
struct Interval {
  int hits = 0, n = 0;
  double rate = 0, lo = 0, hi = 0;  // 0..1; all 0 when n is 0
};
// The Wilson score interval of `hits` successes in `n` trials, z standard
// errors wide (1.96: 95%). Unlike the normal approximation it stays within
// 0..1 and is sensible for rates near 0 or 1 and small n.
Interval wilson(int hits, int n, double z = 1.959963984540054);

// A histogram of integers: consecutive bins of equal width covering min..max,
// at most max_bins of them (width 1 when the range fits). Empty input: no bins.
struct HistogramBin {
  int64_t lo = 0, hi = 0;  // the values lo..hi, both included
  int count = 0;
};
std::vector<HistogramBin> histogram(const std::vector<int64_t>& values, int max_bins = 25);

// A game counts for the figures when it ended by the rules: not a script
// error, a stuck game or a hang (those are listed instead).
bool finished(const GameRecord& r);

// Per seat: how often it won, of the finished games (draws count as not won).
std::vector<Interval> seat_wins(const std::vector<const GameRecord*>& games, int players);

// Who went first (GameRecord::first) and how that went.
struct FirstPlayer {
  int known = 0, unknown = 0;       // finished games whose first player is known / is not
  Interval first_won;               // the first player won, of the known
  std::vector<int> went_first;      // per seat: games it went first
  std::vector<Interval> when_first, when_not_first;  // per seat: its wins when it went first / when not
};
FirstPlayer first_player(const std::vector<const GameRecord*>& games, int players);

// A round robin of decks: one run per ordered pairing (seat 1, seat 2).
struct Pairing {
  std::string deck1, deck2;  // seats 1 and 2
  const std::vector<GameRecord>* games = nullptr;
};
// cells[a][b]: deck a's wins against deck b over their games in both seat
// orders (draws count as not won); the diagonal is empty (n = 0) unless a
// deck played itself.
struct Matchups {
  std::vector<std::string> decks;  // in the order they first appear
  std::vector<std::vector<Interval>> cells;
  std::vector<Interval> overall;   // per deck: its wins over all its pairings
};
Matchups matchups(const std::vector<Pairing>& runs);

// Per card (by CardDef index), from the games' card events.
struct CardFigures {
  uint32_t card = 0;
  int drawn_games = 0;   // player-games in which it was drawn
  int played_games = 0;  // player-games in which it was played at least once
  int plays = 0;         // times played
  double turn_sum = 0;   // the turns it was played on, summed
  Interval won_drawn, won_played;  // the player's wins when it drew / played it
  // What those players were expected to win, whatever they drew: the mean of
  // the baseline (below) over the same player-games. A card in the stronger
  // deck shares that deck's rate; its rate less this is the card's own part.
  double expected_drawn = 0, expected_played = 0;
  double avg_turn() const { return plays ? turn_sum / plays : 0; }
};
// A player's expected win rate in a game (e.g. that seat's rate in that game's run).
using Baseline = std::function<double(const GameRecord& game, int player)>;
// Every card drawn at least once in a finished game, most drawn first (then
// by index). A card counts once per player and game however many copies.
// A Drawn event counts only in a kind of zone some card was played from in
// these games (the hand; not a token supply or an extra deck never played from).
std::vector<CardFigures> card_figures(const std::vector<const GameRecord*>& games, const Baseline& baseline = {});

// The finished games' endings (GameRecord::reason), most frequent first (then
// by text); every other game under its kind ("script error", "stuck", "hang").
std::vector<std::pair<std::string, int>> endings(const std::vector<const GameRecord*>& games);

// What a report is made of.
struct ReportInput {
  std::string game;
  int players = 2;
  std::vector<std::string> seat_players;  // per seat: who played it (an AI spec)
  uint64_t seed = 0;
  int games_per_run = 0;
  std::vector<std::pair<std::string, int64_t>> params;
  // The runs: one, or a round robin (matchups) of one per ordered pairing.
  std::vector<std::vector<std::string>> run_decks;  // per run, per seat: the deck ("" none)
  std::vector<const std::vector<GameRecord>*> runs;
  bool round_robin = false;
  // Per CardDef index: the card's database id and name.
  std::vector<std::pair<int64_t, std::string>> cards;
  double seconds = 0;
};
// The report: one HTML page with its styles and SVG plots inline, no script
// and nothing fetched. Its sections have ids: summary, seats, first-player,
// matchups, cards, turns, endings.
std::string report_html(const ReportInput& in);

// One simulate() run of a report: the decks at its seats (their names, ""
// for none) and what came of it.
struct SimRun {
  std::vector<std::string> decks;
  SimReport rep;
};
// A round robin of two-player games: every ordered pairing of distinct
// decks (name, cards) plays base.games games with base's seed and seats'
// players, seat 1 and seat 2 (base.decks is replaced). Progress, if on, is
// labelled "pairing k/n". Throws as simulate() does.
std::vector<SimRun> play_round_robin(const CardLibrary& lib, SimOptions base,
                                     const std::vector<std::pair<std::string, std::vector<int64_t>>>& decks);
// The runs as one report: their games in order, counts summed.
SimReport merge_runs(const std::vector<SimRun>& runs);
// What report_html needs of runs played with `opt` (which must have had
// card_events on for the card figures); `seat_players` names each seat's player.
ReportInput report_input(const CardLibrary& lib, const std::string& game, const SimOptions& opt,
                         const std::vector<std::string>& seat_players, const std::vector<SimRun>& runs,
                         bool round_robin);

// Text for HTML: & < > " ' escaped, bytes that are not UTF-8 replaced.
std::string html_escape(const std::string& s);

}  // namespace cardinal
