// Deck lines to cards: shared by `deck check` (which reports every line that
// names no card) and by the games that deal a deck (which refuse it); and the
// decks a game folder ships.
#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <unordered_map>

#include "deck/deck_file.h"

namespace cardinal::deck {

namespace {
std::string lower(std::string s) {
  for (char& c : s) c = char(std::tolower(static_cast<unsigned char>(c)));
  return s;
}
}  // namespace

std::vector<ResolvedLine> resolve(const DeckFile& deck, const std::vector<db::CardRow>& rows) {
  std::unordered_map<int64_t, const db::CardRow*> by_id;
  std::unordered_map<std::string, std::vector<const db::CardRow*>> by_name;
  for (const db::CardRow& r : rows) {
    by_id[r.id] = &r;
    by_name[lower(r.name)].push_back(&r);
  }
  std::vector<ResolvedLine> out;
  for (const DeckLine& d : deck.lines) {
    ResolvedLine r{&d, nullptr, ""};
    if (d.id) {
      auto it = by_id.find(d.id);
      if (it != by_id.end()) r.row = it->second;
      else r.why = fmt::format("no card with id {} in the card database", d.id);
    } else {
      auto it = by_name.find(lower(d.name));
      if (it == by_name.end()) {
        r.why = fmt::format("no card named \"{}\"", d.name);
      } else if (it->second.size() > 1) {
        std::string ids;
        for (const db::CardRow* c : it->second) ids += fmt::format("{}{} ({})", ids.empty() ? "" : ", ", c->id, c->number);
        r.why = fmt::format("\"{}\" names {} cards: {}; write the id instead", d.name, it->second.size(), ids);
      } else {
        r.row = it->second.front();
      }
    }
    out.push_back(std::move(r));
  }
  return out;
}

std::vector<std::string> deck_names(const std::string& cards_dir, const std::string& game) {
  std::vector<std::string> names;
  std::error_code ec;
  for (const auto& e : std::filesystem::directory_iterator(std::filesystem::path(cards_dir) / game / "decks", ec))
    if (e.path().extension() == ".txt") names.push_back(e.path().stem().string());
  std::sort(names.begin(), names.end());
  return names;
}

std::vector<int64_t> deck_ids(const DeckFile& deck, const std::vector<db::CardRow>& rows,
                              const std::vector<std::string>& sections) {
  // One pass over the lines into their section's place: the ruleset and the
  // deck file are both untrusted, so sections x lines must not be the cost.
  std::unordered_map<std::string_view, size_t> place;
  for (const std::string& section : sections) place.emplace(section, place.size());
  std::vector<ResolvedLine> lines = resolve(deck, rows);
  std::vector<std::vector<const ResolvedLine*>> by_place(place.size());
  for (const ResolvedLine& r : lines)
    if (auto it = place.find(r.line->section); it != place.end()) by_place[it->second].push_back(&r);
  std::vector<int64_t> ids;
  for (const auto& in_section : by_place) {
    for (const ResolvedLine* r : in_section) {
      if (!r->row) throw DeckSyntaxError(fmt::format("{}:{}: {}", deck.path, r->line->line, r->why));
      if (int64_t(ids.size()) + r->line->count > kMaxDeckCards)
        throw DeckSyntaxError(fmt::format("{}:{}: more than {} cards in the deck", deck.path, r->line->line, kMaxDeckCards));
      ids.insert(ids.end(), size_t(r->line->count), r->row->id);
    }
  }
  return ids;
}

}  // namespace cardinal::deck
