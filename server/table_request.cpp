#include "server/table_request.h"

#include <fmt/format.h>

#include <algorithm>

#include "server/api_error.h"

namespace cardinal::server {

namespace {

[[noreturn]] void bad(const std::string& message) { throw ApiError(400, message); }

std::string listed(const nlohmann::json& names) {
  std::string out;
  for (const auto& n : names) out += (out.empty() ? "" : ", ") + n.get<std::string>();
  return out.empty() ? "none" : out;
}

// A seat's deck: the one named, or the starter decks in turn, or none in a
// game whose cards belong to the table.
std::string deck_for(const nlohmann::json& given, size_t seat, const nlohmann::json& info) {
  const nlohmann::json& decks = info["decks"];
  if (!given.is_null()) {
    if (!given.is_string()) bad(fmt::format("decks[{}] is a deck name or null, not {}", seat, given.dump()));
    if (std::find(decks.begin(), decks.end(), given) == decks.end())
      bad(fmt::format("decks[{}]: {} has no deck \"{}\" (its decks: {})", seat, info["game"].get<std::string>(),
                      given.get<std::string>(), listed(decks)));
    return given;
  }
  const nlohmann::json& starters = info["starter_decks"];
  if (!starters.empty()) return starters[seat % starters.size()];
  if (info["table_cards"] == true) return "";
  bad(fmt::format("seat {} needs a deck: {} has no starter decks (its decks: {})", seat,
                  info["game"].get<std::string>(), listed(decks)));
}

}  // namespace

std::string requested_game(const nlohmann::json& request) {
  if (!request.is_object()) bad("the request is a JSON object: {\"game\": ..., \"seats\": [...]}");
  if (!request.contains("game") || !request["game"].is_string()) bad("\"game\" names a game (GET /api/games)");
  return request["game"];
}

TableRequest parse_table_request(const nlohmann::json& request, const nlohmann::json& info) {
  static const char* kFields[] = {"game", "players", "seats", "decks", "seed", "params"};
  TableRequest t;
  t.game = requested_game(request);
  for (auto it = request.begin(); it != request.end(); ++it) {  // (a lambda may not capture a structured binding in clang 14)
    const std::string& key = it.key();
    if (std::find_if(std::begin(kFields), std::end(kFields), [&](const char* f) { return key == f; }) == std::end(kFields))
      bad(fmt::format("unknown field \"{}\" (the fields are game, players, seats, decks, seed, params)", key));
  }

  const nlohmann::json& seats = request.value("seats", nlohmann::json());
  if (!seats.is_array() || seats.empty()) bad(R"("seats" is a list, one {"kind": "human"} or {"kind": AI} per player)");
  int lo = info["players"]["min"], hi = info["players"]["max"];
  int players = int(seats.size());
  if (request.contains("players") && request["players"] != players)
    bad(fmt::format("players is {} but {} seats are given", request["players"].dump(), players));
  if (players < lo || players > hi)
    bad(fmt::format("{} is for {} to {} players, not {}", t.game, lo, hi, players));

  const nlohmann::json& decks = request.value("decks", nlohmann::json::array());
  if (!decks.is_array() || (!decks.empty() && int(decks.size()) != players))
    bad(fmt::format("\"decks\" is a list of one deck name (or null) per seat: {} of them", players));
  for (size_t i = 0; i < seats.size(); i++) {
    const nlohmann::json& s = seats[i];
    if (!s.is_object() || !s.contains("kind") || !s["kind"].is_string())
      bad(fmt::format(R"(seats[{}] is {{"kind": "human"}} or {{"kind": AI}} (AIs: {}), not {})", i,
                      listed(info["ais"]), s.dump()));
    for (const auto& [key, value] : s.items())
      if (key != "kind" && key != "open") bad(fmt::format("seats[{}]: unknown field \"{}\" (kind, open)", i, key));
    bool open = s.value("open", false);
    if (s.contains("open") && !s["open"].is_boolean()) bad(fmt::format("seats[{}].open is true or false", i));
    if (open && s["kind"] != "human") bad(fmt::format("seats[{}]: only a human seat is open for someone to join", i));
    t.kinds.push_back(s["kind"]);
    t.open.push_back(open);
    t.decks.push_back(deck_for(decks.empty() ? nlohmann::json() : decks[i], i, info));
  }

  if (request.contains("seed")) {
    if (!request["seed"].is_number_unsigned()) bad("seed is an integer from 0 to 2^64-1");
    t.seed = request["seed"].get<uint64_t>();
  }
  if (request.contains("params")) {
    if (!request["params"].is_object()) bad(fmt::format("params is an object of the game's parameters ({})",
                                                        info["params"].dump()));
    t.params_json = request["params"].dump();
  }
  return t;
}

}  // namespace cardinal::server
