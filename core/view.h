// What one player may see of a game, as JSON: hidden cards are hidden.
#pragma once
#include <nlohmann/json.hpp>

#include "core/game.h"

namespace cardinal {

// Whether player `viewer` may see the face of the object (kNoPlayer = referee).
bool can_see(const Game& g, ObjId id, PlayerId viewer);
nlohmann::json view_json(const Game& g, PlayerId viewer);
nlohmann::json decision_json(const Game& g, PlayerId viewer);
// How the game ended (null while it goes on): winners, draw, drawn, error, reason.
nlohmann::json result_json(const Game& g);

}  // namespace cardinal
