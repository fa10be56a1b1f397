// POST /api/tables's body, checked against the game's info
// (cardinal_library_info_json) before any game is made: every refusal names
// the field and what it may be.
#pragma once
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace cardinal::server {

struct TableRequest {
  std::string game;
  std::vector<std::string> kinds;  // per seat: "human" or an AI spec (checked when the game starts)
  std::vector<bool> open;          // per seat: a human seat left for someone to join
  std::vector<std::string> decks;  // per seat: a deck name of the game, or "" (a game of table cards)
  std::optional<uint64_t> seed;
  std::string params_json;         // "" or an object, checked by the C API
};

// The game named by a request (ApiError 400 without one).
std::string requested_game(const nlohmann::json& request);
// Throws ApiError 400 saying what is wrong.
TableRequest parse_table_request(const nlohmann::json& request, const nlohmann::json& info);

}  // namespace cardinal::server
