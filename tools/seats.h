// Who sits where, for the commands that play games (`sim`, `play`): the
// number of players, each seat's deck and each seat's player (human or an
// AI). Written `--players N --deck SEAT=DECK --seat SEAT=KIND`, with
// `--deck1/--deck2/--p1/--p2` as shorthands for seats 1 and 2.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

namespace cardinal {

class CardLibrary;

struct SeatArgs {
  int players = 0;                         // 0: 2, or the ruleset's fewest if more
  std::string deck1, deck2, p1, p2;        // the shorthands ("" = not given)
  std::vector<std::string> decks, kinds;   // "SEAT=VALUE", seats from 1
};

struct Seats {
  std::vector<std::string> decks;  // one per seat: a deck name or a deck file; "" none (a game of table cards)
  std::vector<std::string> kinds;  // one per seat: human, or an AI spec (core/ai.h: random, greedy, search:...)
};

// The seats of a game of `lib`'s game. A seat without a deck gets the game's
// starter decks (decks/starter-*.txt) in turn, seat 1 the first, or none
// ("") in a game that has none and whose cards belong to the table
// (ruleset key `components`); without a
// kind, `default_kind` (seat 1: `first_kind`). Throws std::invalid_argument,
// naming the option, for a seat out of range, a seat given twice, a kind that
// is neither an AI spec (parse_ai_spec) nor, with `humans`, "human", or a
// player count the ruleset does not allow.
Seats resolve_seats(const CardLibrary& lib, const std::string& cards_dir, const SeatArgs& a, bool humans,
                    const std::string& first_kind, const std::string& default_kind);

// The decks a benchmark plays: the game's starter-a and starter-b, or, for a
// game whose cards belong to the table (no starter decks, components), an
// empty deck for each of its fewest players (at least two).
std::vector<std::vector<int64_t>> bench_decks(const CardLibrary& lib);

}  // namespace cardinal
