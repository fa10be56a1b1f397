#include "tools/seats.h"

#include <fmt/format.h>

#include <algorithm>
#include <stdexcept>

#include "core/ai.h"
#include "deck/deck_file.h"
#include "scripting/loader.h"

namespace cardinal {

namespace {

// "3=pool-c" -> seat index 2 and "pool-c".
std::pair<int, std::string> seat_value(const std::string& opt, const std::string& arg, int players) {
  size_t eq = arg.find('=');
  int seat = 0;
  if (eq != std::string::npos && eq > 0 && eq <= 2 &&
      std::all_of(arg.begin(), arg.begin() + long(eq), [](char c) { return c >= '0' && c <= '9'; }))
    seat = std::stoi(arg.substr(0, eq));
  if (seat < 1 || eq + 1 >= arg.size())
    throw std::invalid_argument(fmt::format("{} {}: expected SEAT=VALUE, SEAT a number from 1", opt, arg));
  if (seat > players)
    throw std::invalid_argument(fmt::format("{} {}: there are {} players (--players)", opt, arg, players));
  return {seat - 1, arg.substr(eq + 1)};
}

void put(std::vector<std::string>& slots, int seat, const std::string& value, const std::string& what) {
  if (!slots[size_t(seat)].empty())
    throw std::invalid_argument(fmt::format("seat {}'s {} is given twice", seat + 1, what));
  slots[size_t(seat)] = value;
}

}  // namespace

Seats resolve_seats(const CardLibrary& lib, const std::string& cards_dir, const SeatArgs& a, bool humans,
                    const std::string& first_kind, const std::string& default_kind) {
  const auto& rules = lib.library().rules;
  int n = a.players ? a.players : std::max(2, rules.min_players);
  if (n < rules.min_players || n > rules.max_players)
    throw std::invalid_argument(fmt::format("--players {}: {} is for {} to {} players", n, rules.game,
                                            rules.min_players, rules.max_players));
  Seats s;
  s.decks.assign(size_t(n), "");
  s.kinds.assign(size_t(n), "");
  if (!a.deck1.empty()) put(s.decks, 0, a.deck1, "deck");
  if (!a.deck2.empty()) put(s.decks, 1, a.deck2, "deck");
  if (!a.p1.empty()) put(s.kinds, 0, a.p1, "player");
  if (!a.p2.empty()) put(s.kinds, 1, a.p2, "player");
  for (const std::string& d : a.decks) {
    auto [seat, deck] = seat_value("--deck", d, n);
    put(s.decks, seat, deck, "deck");
  }
  for (const std::string& k : a.kinds) {
    auto [seat, kind] = seat_value("--seat", k, n);
    put(s.kinds, seat, kind, "player");
  }
  std::vector<std::string> starters;
  for (const std::string& d : deck::deck_names(cards_dir, rules.game))
    if (d.starts_with("starter-")) starters.push_back(d);
  for (int i = 0; i < n; i++) {
    std::string& deck = s.decks[size_t(i)];
    // A game whose cards all belong to the table (components, Black-White)
    // seats players with no deck of their own: the deck stays "".
    if (deck.empty() && !(starters.empty() && !rules.components.empty())) {
      if (starters.empty())
        throw std::invalid_argument(fmt::format("seat {} has no deck: name one with --deck {}=DECK ({} has no "
                                                "decks/starter-*.txt)", i + 1, i + 1, rules.game));
      deck = starters[size_t(i) % starters.size()];
    }
    std::string& kind = s.kinds[size_t(i)];
    if (kind.empty()) kind = i == 0 ? first_kind : default_kind;
    if (kind == "human" && humans) continue;
    // An AI is checked by the one parser every command and the C API use.
    try {
      parse_ai_spec(kind);
    } catch (const std::invalid_argument& e) {
      throw std::invalid_argument(fmt::format("seat {}: {}{}", i + 1, e.what(), humans ? "; or a player is human" : ""));
    }
  }
  return s;
}

std::vector<std::vector<int64_t>> bench_decks(const CardLibrary& lib) {
  const auto& rules = lib.library().rules;
  std::vector<std::string> names = deck::deck_names(lib.cards_dir(), rules.game);
  bool starters = std::find(names.begin(), names.end(), "starter-a") != names.end();
  if (!starters && !rules.components.empty())
    return std::vector<std::vector<int64_t>>(size_t(std::max(2, rules.min_players)));
  return {lib.deck("starter-a"), lib.deck("starter-b")};
}

}  // namespace cardinal
