#include "deck/deck_file.h"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <fstream>
#include <sstream>

namespace cardinal::deck {

namespace {

std::string trim(std::string s) {
  auto sp = [](unsigned char c) { return std::isspace(c); };
  while (!s.empty() && sp(static_cast<unsigned char>(s.back()))) s.pop_back();
  size_t i = 0;
  while (i < s.size() && sp(static_cast<unsigned char>(s[i]))) ++i;
  return s.substr(i);
}

bool whole_number(const std::string& s, int64_t& out) {
  if (s.empty()) return false;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
  return ec == std::errc() && p == s.data() + s.size();
}

}  // namespace

DeckFile parse_deck(const std::string& text, const std::string& path) {
  DeckFile deck;
  deck.path = path;
  std::string section = "main";
  std::istringstream in(text);
  std::string raw;
  int n = 0;
  auto fail = [&](const std::string& msg) { throw DeckSyntaxError(fmt::format("{}:{}: {}", path, n, msg)); };
  while (std::getline(in, raw)) {
    ++n;
    if (size_t hash = raw.find('#'); hash != std::string::npos) raw.resize(hash);
    std::string line = trim(raw);
    if (line.empty()) continue;
    if (line.front() == '[') {
      if (line.back() != ']' || line.size() < 3) fail("a section header is \"[name]\"");
      section = trim(line.substr(1, line.size() - 2));
      for (char& c : section) c = char(std::tolower(static_cast<unsigned char>(c)));
      if (std::find(deck.sections.begin(), deck.sections.end(), section) == deck.sections.end())
        deck.sections.push_back(section);
      continue;
    }
    size_t sp = line.find_first_of(" \t");
    DeckLine d;
    d.line = n;
    d.section = section;
    if (sp == std::string::npos || !whole_number(line.substr(0, sp), d.count))
      fail("expected \"COUNT ID [comment]\" or \"COUNT Card Name\"");
    if (d.count < 1 || d.count > 1000) fail(fmt::format("count {} is out of range (1 to 1000)", d.count));
    std::string rest = trim(line.substr(sp));
    size_t sp2 = rest.find_first_of(" \t");
    std::string first = rest.substr(0, sp2);
    if (!whole_number(first, d.id)) {
      d.id = 0;
      d.name = rest;
    } else if (d.id <= 0) {
      fail(fmt::format("card id {} is not positive", d.id));
    }
    if (deck.sections.empty()) deck.sections.push_back(section);
    deck.lines.push_back(std::move(d));
  }
  return deck;
}

DeckFile read_deck(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw DeckSyntaxError(fmt::format("{}: cannot read deck file", path));
  std::ostringstream s;
  s << in.rdbuf();
  return parse_deck(s.str(), path);
}

}  // namespace cardinal::deck
